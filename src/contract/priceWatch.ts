/** Price fluctuation and price alerts (server/README.md "Price fluctuation and alerts"). */
import { array, custom, nullable, object, picklist } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, pageOf } from './common'
import { ItemSummarySchema, PricePointSchema } from './catalogue'

/** A signed percent with two decimals ("12.34", "-0.05") */
const PercentSchema = custom<string>((input) => typeof input === 'string' && /^-?\d+\.\d{2}$/.test(input))

export const PriceMoverSchema = object({
  item: ItemSummarySchema,
  /** the median sale price of the latest window (参考价) */
  price: MoneySchema,
  /** the median of the window one period earlier */
  start_price: MoneySchema,
  /** price − start_price, signed */
  change: MoneySchema,
  change_pct: PercentSchema,
  /** sales counted in the two windows */
  sales: CountSchema,
  /** daily average sale prices for the row's sparkline, oldest first */
  spark: array(PricePointSchema)
})
export const PriceMoverPageSchema = object({
  ...pageOf(PriceMoverSchema).entries,
  /** the days of sales each side's median reads */
  window_days: CountSchema
})

export const PriceAlertSchema = object({
  alert_id: CountSchema,
  item: ItemSummarySchema,
  direction: picklist(['up', 'down']),
  threshold: MoneySchema,
  state: picklist(['watching', 'paused', 'fired']),
  /** the item's latest recorded sale price, the price alerts compare; null before its first sale */
  last_price: nullable(MoneySchema),
  fired_price: nullable(MoneySchema),
  fired_at: nullable(TimeSchema),
  created_at: TimeSchema
})
export const PriceAlertListSchema = object({ list: array(PriceAlertSchema), live: CountSchema, live_max: CountSchema })
export const PriceAlertDeleteSchema = object({ alert_id: CountSchema })
