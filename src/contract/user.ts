/** Users: login, the user info, messages (the shop tab loads these first: keep them small). */
import { boolean, nullable, object, optional, string } from 'valibot'
import { CountSchema, FilledSchema, MoneySchema, TimeSchema, pageOf } from './common'

export const UserInfoSchema = object({
  user_id: CountSchema,
  nickname: string(),
  avatar: string(),
  phone: nullable(string()),
  steam_id: nullable(string()),
  trade_url: nullable(string()),
  has_pay_password: boolean(),
  pay_password_enabled: boolean(),
  balance: MoneySchema,
  frozen: MoneySchema,
  health_checked: boolean()
})
export const LoginResultSchema = object({ access_token: FilledSchema, expires_at: TimeSchema, user: UserInfoSchema })
export const SmsSentSchema = object({ cooldown: CountSchema })
// link: the internal route the message is about (a seller's order), null for plain notices
export const MessageSchema = object({
  message_id: CountSchema,
  title: string(),
  content: string(),
  link: optional(nullable(string())),
  is_read: boolean(),
  created_at: TimeSchema
})
export const MessagePageSchema = pageOf(MessageSchema)
