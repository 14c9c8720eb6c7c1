/** The form rules of ./formRules.ts as schemas for request payloads; the messages are the API's (status 4000). */
import { check, pipe, regex, string } from 'valibot'
import { PAY_DIGITS, PHONE, SMS_CODE, STEAM_ID, TRADE_URL, newPayPasswordProblem, passwordProblem } from './formRules'

export const PhoneSchema = pipe(string(), regex(PHONE, '手机号格式不正确'))
export const SmsCodeSchema = pipe(string(), regex(SMS_CODE, '验证码格式不正确'))
export const PasswordSchema = pipe(string(), check((text) => passwordProblem(text) === null, '密码需为 8-32 位，且包含字母和数字'))
export const PayPasswordSchema = pipe(string(), regex(PAY_DIGITS, '支付密码格式不正确'))
export const NewPayPasswordSchema = pipe(PayPasswordSchema, check((text) => newPayPasswordProblem(text) === null, '支付密码须为 6 位数字，且不能全部相同'))
export const TradeUrlSchema = pipe(string(), regex(TRADE_URL, '交易链接格式不正确'))
export const SteamIdSchema = pipe(string(), regex(STEAM_ID, 'Steam ID 格式不正确'))
