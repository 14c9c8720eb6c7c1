import type { LoginParams, LoginResult, SmsScene, SmsSendParams, SmsSent } from '../../types/api'
import { LoginResultSchema, SmsSentSchema } from '../contract/user'
import { request, requestSettings } from '../lib/request'
import { clearToken, saveToken } from '../lib/token'
import { answer, parse } from './shape'

const LOGIN = '/passport/login'
const SMS_SEND = '/passport/sms-send'

/** spec 4: every login call (SMS, password, Steam, mini-program) saves the returned access-token. */
export function saveLogin (path: string, data: unknown): LoginResult {
  const result = parse(LoginResultSchema, data, path)
  saveToken(requestSettings().platform, result.access_token)
  return result
}

export async function login (form: LoginParams): Promise<LoginResult> {
  return saveLogin(LOGIN, await request<unknown>(LOGIN, { method: 'POST', data: { ...form }, autoLogin: false }))
}

export function sendSmsCode (phone: string, scene: SmsScene = 'login'): Promise<SmsSent> {
  const data: SmsSendParams = { phone, scene }
  return request<unknown>(SMS_SEND, { method: 'POST', data: { ...data } }).then(answer(SmsSentSchema, SMS_SEND))
}

export async function logout (): Promise<void> {
  try {
    await request('/passport/logout', { method: 'POST', toast: false, autoLogin: false })
  } finally {
    clearToken(requestSettings().platform)
  }
}
