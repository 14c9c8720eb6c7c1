/**
 * Form rules for the account screens, platform-free. Each check
 * answers null when the value is fine, else the reason in Chinese to show beside the field.
 * The rules themselves are the API's (src/contract/formRules.ts, shared with
 * server/http/validate.ts), so a form is refused before it is sent exactly when the server
 * would refuse it; only the wording is the form's.
 */
import { AMOUNT, PHONE, SMS_CODE, TRADE_URL, hasUnsafeText, isPayPasswordEntry, newPayPasswordProblem, passwordProblem } from '../contract/formRules'
// amounts compared on their digits (lib/moneyText), not with decimal.js (13 KB gzip of the first load)
import { compareWire, isWireAmount } from './moneyText'

export type Check = string | null

/** Recharge limits in yuan (server/domain/fees.ts LIMITS: 100 and 5 000 000 cents). */
export const RECHARGE_MIN = '1.00'
export const RECHARGE_MAX = '50000.00'

export function checkPhone (value: string): Check {
  const text = value.trim()
  if (!text) return '请输入手机号'
  if (!PHONE.test(text)) return '请输入正确的 11 位手机号'
  return null
}

export function checkSmsCode (value: string): Check {
  const text = value.trim()
  if (!text) return '请输入验证码'
  if (!SMS_CODE.test(text)) return '验证码为 6 位数字'
  return null
}

const PASSWORD_WORDS = { 'too-short': '密码至少 8 位', 'too-long': '密码不能超过 32 位', 'letter-and-digit': '密码需同时包含字母和数字' } as const

/** Login password for a new or reset password: 8-32 characters with a letter and a digit. */
export function checkPasswordStrength (value: string): Check {
  if (!value) return '请输入密码'
  const problem = passwordProblem(value)
  return problem && PASSWORD_WORDS[problem]
}

/** Password typed at login: only presence, the server judges it. */
export function checkLoginPassword (value: string): Check {
  if (!value) return '请输入密码'
  if (value.length > 64) return '密码不能超过 64 位'
  return null
}

/** A pay password typed to prove who you are (the current one): six digits. */
export function checkPayPasswordEntry (value: string): Check {
  if (!value) return '请输入支付密码'
  if (!isPayPasswordEntry(value)) return '支付密码为 6 位数字'
  return null
}

/** A new pay password: six digits, not all the same (123456 is fine: the server takes it); the second entry must match the first. */
export function checkNewPayPassword (value: string, repeat?: string): Check {
  const entry = checkPayPasswordEntry(value)
  if (entry) return entry
  if (newPayPasswordProblem(value) === 'all-same') return '支付密码不能是 6 位相同数字'
  if (repeat !== undefined && repeat !== value) return '两次输入的支付密码不一致'
  return null
}

export function checkTradeUrl (value: string): Check {
  const text = value.trim()
  if (!text) return '请输入交易链接'
  if (!text.startsWith('https://steamcommunity.com/tradeoffer/new/')) return '交易链接应以 https://steamcommunity.com/tradeoffer/new/ 开头'
  if (!TRADE_URL.test(text)) return '交易链接格式不正确，需包含 partner 和 8 位 token'
  return null
}

const UNSAFE_TEXT_REASON = (label: string): string => `${label}不能包含控制字符或文字方向控制符`

export function checkNickname (value: string): Check {
  const text = value.trim()
  if (!text) return '请输入昵称'
  if (text.length > 20) return '昵称不能超过 20 个字'
  if (/[<>]/.test(text)) return '昵称不能包含 < 或 >'
  if (hasUnsafeText(text)) return UNSAFE_TEXT_REASON('昵称')
  return null
}

/** A feedback ticket (server: content 5-1000 characters, multi-line; contact up to 50). */
export function checkTicket (content: string, contact: string): Check {
  const text = content.trim()
  if (text.length < 5) return '问题描述至少 5 个字'
  if (text.length > 1000) return '问题描述不能超过 1000 字'
  if (hasUnsafeText(text, true)) return UNSAFE_TEXT_REASON('问题描述')
  if (contact.trim().length > 50) return '联系方式不能超过 50 个字'
  if (hasUnsafeText(contact.trim())) return UNSAFE_TEXT_REASON('联系方式')
  return null
}

/** A yuan amount typed by the user: at most two decimals, within [min, max] yuan. */
export function checkAmount (value: string, min: string = RECHARGE_MIN, max: string = RECHARGE_MAX): Check {
  const text = value.trim()
  if (!text) return '请输入金额'
  if (text.startsWith('-')) return '金额不能为负数'
  if (!AMOUNT.test(text) || !isWireAmount(text)) return '请输入正确的金额，最多两位小数'
  if (compareWire(text, min) < 0) return `金额不能低于 ${min} 元`
  if (compareWire(text, max) > 0) return `金额不能超过 ${max} 元`
  return null
}

/** The first failing check of a form, or null when all pass. */
export function firstProblem (...checks: Check[]): Check {
  return checks.find((check) => check !== null) ?? null
}
