import type { HealthCheckResult, HealthState, PersonInfo, PrivacyKey, PrivacySettings, SmsScene, SmsSent, Ticket, TicketType, UserInfo } from '../../types/api'
import {
  HealthCheckResultSchema, HealthStateSchema, MessagesReadSchema, PersonInfoSchema, PrivacySettingsSchema, TicketCreatedSchema, TicketsSchema, TicketTypesSchema
} from '../contract/account'
import { SmsSentSchema, UserInfoSchema } from '../contract/user'
import { request } from '../lib/request'
import { answer } from './shape'

/**
 * The account settings screens' calls: phone, pay password, profile, trade URL, health check, tickets,
 * messages read, privacy. Only subpackage pages use them: apart from services/account (main package), so they stay out of it.
 */

const user = (path: string) => answer(UserInfoSchema, path)

// ---- phone ------------------------------------------------------------------
export type SettingSmsScene = Extract<SmsScene, 'bind_phone' | 'change_phone' | 'unbind_phone' | 'pay_password'>
/** bind_phone goes to the new phone given; the other scenes go to the bound phone. */
const SETTING_SMS = '/v1/user/setting/sms-code'
export function settingSmsCode (scene: SettingSmsScene, phone?: string): Promise<SmsSent> {
  return request<unknown>(SETTING_SMS, { method: 'POST', data: { scene, phone } }).then(answer(SmsSentSchema, SETTING_SMS))
}
const BIND_PHONE = '/v1/user/setting/bind-phone'
export function bindPhone (phone: string, code: string): Promise<UserInfo> {
  return request<unknown>(BIND_PHONE, { method: 'POST', data: { phone, code } }).then(user(BIND_PHONE))
}
const CHANGE_PHONE = '/v1/user/setting/change-phone'
export function changePhone (oldCode: string, phone: string, code: string): Promise<UserInfo> {
  return request<unknown>(CHANGE_PHONE, { method: 'POST', data: { old_code: oldCode, phone, code } }).then(user(CHANGE_PHONE))
}
const UNBIND_PHONE = '/v1/user/setting/unbindphone'
export function unbindPhone (code: string): Promise<UserInfo> {
  return request<unknown>(UNBIND_PHONE, { method: 'POST', data: { code } }).then(user(UNBIND_PHONE))
}

// ---- pay password (sent once, never kept on the client) ----------------------
const SET_PAY = '/v1/user/setting/setpaypwd'
// the pay password calls: no toast, their screens say a refusal (tries left included) inline, once, not as a toast and a line
export function setPayPassword (payPassword: string): Promise<UserInfo> {
  return request<unknown>(SET_PAY, { method: 'POST', data: { pay_password: payPassword }, toast: false }).then(user(SET_PAY))
}
const MOD_PAY = '/v1/user/setting/modpaypwd'
/** Change with the old pay password, or (forgotten) with an SMS code to the bound phone. */
export function changePayPassword (payPassword: string, proof: { oldPayPassword: string } | { code: string }): Promise<UserInfo> {
  const data = 'code' in proof ? { pay_password: payPassword, code: proof.code } : { pay_password: payPassword, old_pay_password: proof.oldPayPassword }
  return request<unknown>(MOD_PAY, { method: 'POST', data, toast: false }).then(user(MOD_PAY))
}
const SWITCH_PAY = '/v1/user/setting/paypwdswitch'
export function switchPayPassword (enabled: boolean, payPassword: string): Promise<UserInfo> {
  return request<unknown>(SWITCH_PAY, { method: 'POST', data: { enabled: enabled ? 1 : 0, pay_password: payPassword }, toast: false }).then(user(SWITCH_PAY))
}

// ---- profile, trade URL ----------------------------------------------------------
const PERSON = '/v1/user/my/person-info'
export function updateNickname (nickname: string): Promise<PersonInfo> {
  return request<unknown>(PERSON, { method: 'POST', data: { nickname } }).then(answer(PersonInfoSchema, PERSON))
}
const AVATAR = '/v1/user/setting/update-avatar'
export function updateAvatar (avatar: string): Promise<UserInfo> {
  return request<unknown>(AVATAR, { method: 'POST', data: { avatar } }).then(user(AVATAR))
}
const TRADE_URL = '/v1/user/my/save-trade-url'
export function saveTradeUrl (tradeUrl: string): Promise<UserInfo> {
  return request<unknown>(TRADE_URL, { method: 'POST', data: { trade_url: tradeUrl } }).then(user(TRADE_URL))
}
// ---- health check (the 3104 gate) -------------------------------------------------
const HEALTH = '/v1/steam/health/create'
export function runHealthCheck (): Promise<HealthCheckResult> {
  return request<unknown>(HEALTH, { method: 'POST', dialog: false }).then(answer(HealthCheckResultSchema, HEALTH))
}
const HEALTH_STATE = '/v1/steam/health/get'
export function healthState (): Promise<HealthState> {
  return request<unknown>(HEALTH_STATE, { dialog: false }).then(answer(HealthStateSchema, HEALTH_STATE))
}

// ---- messages, tickets ---------------------------------------------------------------
const READ = '/v1/user/message/read'
export function markMessagesRead (messageId?: number): Promise<{ updated: number }> {
  return request<unknown>(READ, { method: 'POST', data: { message_id: messageId } }).then(answer(MessagesReadSchema, READ))
}
const TICKET_TYPES = '/v1/user/ticket-types'
export function ticketTypes (): Promise<TicketType[]> {
  return request<unknown>(TICKET_TYPES).then(answer(TicketTypesSchema, TICKET_TYPES))
}
const ADD_TICKET = '/v1/user/addticket'
export function addTicket (typeId: number, content: string, contact?: string): Promise<{ ticket_id: number, status: string }> {
  return request<unknown>(ADD_TICKET, { method: 'POST', data: { type_id: typeId, content, contact } }).then(answer(TicketCreatedSchema, ADD_TICKET))
}
const TICKETS = '/v1/user/ticket/list'
export function myTickets (): Promise<Ticket[]> {
  return request<unknown>(TICKETS).then(answer(TicketsSchema, TICKETS))
}

// ---- privacy switches ----------------------------------------------------------------
const PRIVACY = '/v1/user/privacy/settings'
export function privacySettings (): Promise<PrivacySettings> {
  return request<unknown>(PRIVACY, { toast: false }).then(answer(PrivacySettingsSchema, PRIVACY))
}
/** Saves one switch; the answer holds every setting as the server now has them. */
export function savePrivacySetting (key: PrivacyKey, value: boolean): Promise<PrivacySettings> {
  return request<unknown>(PRIVACY, { method: 'POST', data: { [key]: value ? '1' : '0' }, toast: false }).then(answer(PrivacySettingsSchema, PRIVACY))
}
