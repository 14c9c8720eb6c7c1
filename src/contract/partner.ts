/** Partner apps: OAuth authorise, balance ↔ partner points, the OOS points mall (server/README.md "Partner apps: OAuth and exchange"). */
import { array, boolean, literal, nullable, object, picklist, string } from 'valibot'
import { CountSchema, FilledSchema, MoneySchema, TimeSchema, pageOf } from './common'

export const OAuthAuthorizeInfoSchema = object({
  client_id: string(),
  app_name: string(),
  icon_text: string(),
  icon_color: string(),
  description: string(),
  redirect_host: string(),
  scopes: array(object({ key: string(), text: string() })),
  deny_redirect: FilledSchema
})
export const OAuthApprovalSchema = object({ code: FilledSchema, redirect_to: FilledSchema })
export const OAuthTokenSchema = object({ access_token: FilledSchema, token_type: literal('Bearer'), expires_in: CountSchema, scope: string() })
export const OAuthUserInfoSchema = object({ openid: string(), scopes: array(string()), nickname: nullable(string()), avatar: nullable(string()) })

const PartnerKeySchema = picklist(['oos', 'douyu', 'huya'])
const DirectionSchema = picklist(['out', 'in'])
export const PartnerSchema = object({
  key: PartnerKeySchema,
  name: string(),
  points_name: string(),
  icon_text: string(),
  icon_color: string(),
  rate_text: string(),
  points: CountSchema,
  out: nullable(object({ min: MoneySchema, max: MoneySchema, step: MoneySchema })),
  in: nullable(object({ min_points: CountSchema, max_points: CountSchema, fee_rate: string(), daily_limit: MoneySchema, today_used: MoneySchema }))
})
export const PartnerExchangeOverviewSchema = object({ balance: MoneySchema, partners: array(PartnerSchema) })
const quoteFields = { partner: PartnerKeySchema, direction: DirectionSchema, amount: MoneySchema, fee: MoneySchema, points: CountSchema, rate_text: string() }
export const PartnerQuoteSchema = object(quoteFields)
export const PartnerExchangeSchema = object({
  ...quoteFields, exchange_id: CountSchema, partner_name: string(), points_name: string(), state: literal('done'), created_at: TimeSchema, repeated: boolean()
})
export const PartnerExchangePageSchema = pageOf(PartnerExchangeSchema)

export const OosOfferSchema = object({
  offer_id: CountSchema,
  kind: picklist(['item', 'code']),
  title: string(),
  note: string(),
  image: nullable(string()),
  points: CountSchema,
  stock: CountSchema,
  per_user: CountSchema,
  mine: CountSchema,
  state: picklist(['open', 'sold_out', 'limit_reached'])
})
export const OosMallSchema = object({ points: nullable(CountSchema), offers: array(OosOfferSchema) })
export const OosOrderSchema = object({
  order_id: CountSchema,
  offer_id: CountSchema,
  kind: picklist(['item', 'code']),
  title: string(),
  image: nullable(string()),
  points: CountSchema,
  state: picklist(['delivered', 'issued']),
  asset_id: nullable(string()),
  code: nullable(string()),
  created_at: TimeSchema
})
export const OosOrderPageSchema = pageOf(OosOrderSchema)
