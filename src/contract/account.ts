/** The account screens: summary, health check, profile, tickets, authorised apps, privacy, login types. */
import { array, boolean, literal, nullable, object, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema } from './common'

/** the buyer's open orders by the step they wait on */
export const OrderCountsSchema = object({ unpaid: CountSchema, to_deliver: CountSchema, to_receive: CountSchema })
export const AccountSummarySchema = object({
  balance: MoneySchema, frozen: MoneySchema, total: MoneySchema, coupon_count: CountSchema, unread_messages: CountSchema,
  order_counts: OrderCountsSchema, is_anchor: boolean()
})
export const HealthCheckResultSchema = object({ passed: boolean(), problems: array(string()), checked_at: TimeSchema })
export const HealthStateSchema = object({ passed: boolean(), steam_id: nullable(string()), trade_url: nullable(string()) })
export const PersonInfoSchema = object({ user_id: CountSchema, nickname: string(), avatar: string(), steam_id: nullable(string()), created_at: TimeSchema })
export const MessagesReadSchema = object({ updated: CountSchema })
export const TicketTypeSchema = object({ id: CountSchema, name: string() })
export const TicketTypesSchema = array(TicketTypeSchema)
export const TicketStatusSchema = picklist(['open', 'closed'])
export const TicketSchema = object({
  ticket_id: CountSchema,
  type_id: CountSchema,
  type_name: string(),
  content: string(),
  status: TicketStatusSchema,
  created_at: TimeSchema
})
export const TicketsSchema = array(TicketSchema)
export const TicketCreatedSchema = object({ ticket_id: CountSchema, status: TicketStatusSchema })
export const OkSchema = object({ ok: boolean() })
export const UrlAnswerSchema = object({ url: string() })
export const OAuthGrantSchema = object({
  grant_id: CountSchema,
  app_name: string(),
  icon_text: string(),
  icon_color: string(),
  scopes: array(string()),
  granted_at: TimeSchema
})
export const OAuthGrantsSchema = array(OAuthGrantSchema)
export const OAuthRevokeResultSchema = object({ grant_id: CountSchema, revoked: literal(true) })
export const PrivacySettingsSchema = object({ inventory_public: boolean(), personalized: boolean(), trade_history_public: boolean() })
export const LoginTypesSchema = object({ types: array(picklist(['sms', 'password', 'steam', 'wechat'])) })
export const HumanCheckSchema = object({ passed: boolean() })
