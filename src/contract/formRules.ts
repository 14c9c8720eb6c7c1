/**
 * Form rules, once for client and server, so both refuse the same input. The server's rules are the truth
 * (server/README.md "Business rules"): src/lib/validate.ts words them for the forms, and
 * ./forms.ts turns them into the schemas server/http/validate.ts runs on request payloads.
 * Plain functions, no schema library: the client's forms stay light. Platform-free.
 */

export const PHONE = /^1[3-9]\d{9}$/
export const SMS_CODE = /^\d{6}$/
/** The Steam trade offer link, as the API accepts it. */
export const TRADE_URL = /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d{1,12}&token=[A-Za-z0-9_-]{8}$/
export const STEAM_ID = /^7656119\d{10}$/
/** An amount as typed: digits with at most two decimals; no sign, exponent or spaces. */
export const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/
export const PAY_DIGITS = /^\d{6}$/

/**
 * Characters no text field takes: C0 and C1 controls (a newline only in multi-line text) and
 * the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
 * can make a nickname or message display as something else.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
// eslint-disable-next-line no-control-regex -- the same, newline and carriage return allowed
export const UNSAFE_MULTILINE_TEXT = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
export const hasUnsafeText = (text: string, multiline = false): boolean => (multiline ? UNSAFE_MULTILINE_TEXT : UNSAFE_TEXT).test(text)

export type PasswordProblem = 'too-short' | 'too-long' | 'letter-and-digit'
/** Login password: 8-32 characters with a letter and a digit. */
export function passwordProblem (text: string): PasswordProblem | null {
  if (text.length < 8) return 'too-short'
  if (text.length > 32) return 'too-long'
  if (!/[A-Za-z]/.test(text) || !/\d/.test(text)) return 'letter-and-digit'
  return null
}

export type PayPasswordProblem = 'format' | 'all-same'
/** A pay password typed to prove who you are: exactly six digits. */
export const isPayPasswordEntry = (text: string): boolean => PAY_DIGITS.test(text)
/** A new pay password: exactly six digits, not all the same (123456 is allowed: the demo account uses it). */
export function newPayPasswordProblem (text: string): PayPasswordProblem | null {
  if (!PAY_DIGITS.test(text)) return 'format'
  if (/^(\d)\1{5}$/.test(text)) return 'all-same'
  return null
}


/** The Luhn check digit rule every bank card number passes. */
export function luhnValid (digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9 }
    sum += digit
  }
  return sum % 10 === 0
}

export const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$/
export type WithdrawAccountProblem = 'card-length' | 'card-check' | 'alipay-format'
/** Each account problem in the words the server and the form both show. */
export const WITHDRAW_ACCOUNT_TEXT: Record<WithdrawAccountProblem, string> = {
  'card-length': '银行卡号应为 16-19 位数字',
  'card-check': '银行卡号有误，请核对后重新输入',
  'alipay-format': '支付宝账号应为手机号或邮箱'
}
/**
 * A withdrawal account (server/README.md "Withdrawal"): a bank card is 16-19 digits passing the Luhn check
 * (spaces between groups are dropped first); an Alipay account is a phone number or an email of at most 100 characters.
 */
export function withdrawAccountProblem (channel: 'bank' | 'alipay', account: string): WithdrawAccountProblem | null {
  if (channel === 'bank') {
    const digits = account.replace(/ /g, '')
    if (!/^\d{16,19}$/.test(digits)) return 'card-length'
    return luhnValid(digits) ? null : 'card-check'
  }
  return PHONE.test(account) || (account.length <= 100 && EMAIL.test(account)) ? null : 'alipay-format'
}

/**
 * A redeem code (CDK, activity and exchange codes): 16 letters and digits, shown in groups of
 * four. Typed with spaces, dashes or lower case, it reads as the same code; anything else is not a code.
 */
export const REDEEM_CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/
export function redeemCodeOf (text: string): string | null {
  const bare = text.replace(/[\s-]/g, '').toUpperCase()
  if (!/^[A-Z0-9]{16}$/.test(bare)) return null
  return bare.replace(/(.{4})(?=.)/g, '$1-')
}
