/** The ad landing page (/pages/kslanding/index): its offer and the marketing attribution. */
import { boolean, nullable, object, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema } from './common'

export const LandingOfferSchema = object({
  template_id: CountSchema,
  name: string(),
  discount: MoneySchema,
  min_amount: MoneySchema,
  valid_days: CountSchema,
  remaining: CountSchema,
  claimed: boolean(),
  eligible: boolean(),
  /** why a user cannot claim (sold out, not a new user); null when they can or already did */
  reason: nullable(string())
})
const param = nullable(string())
export const LandingAttributionSchema = nullable(object({
  utm_source: param, utm_medium: param, utm_campaign: param, utm_content: param, utm_term: param, channel: param, clickid: param,
  landed_at: TimeSchema,
  first_order: nullable(object({ order_id: string(), paid_at: TimeSchema }))
}))
