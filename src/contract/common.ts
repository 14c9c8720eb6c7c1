/**
 * Wire building blocks shared by every schema: the one definition of money, counts,
 * times and pages. Import valibot functions by name so the H5 bundle keeps only what is used.
 */
import { array, boolean, custom, nullable, object, type GenericSchema } from 'valibot'

// custom() checks rather than pipe(string(), regex(...)): the same strictness, and the shop tab's
// first load carries fewer valibot functions (pipe, regex, integer, minValue: ~0.6 KB gzip)
const MONEY = /^-?\d+(\.\d{1,2})?$/
const WEAR = /^[01]\.\d+$/

/** Decimal string, two decimals on the wire ("12.30"); the client also takes "12.3" (ledger changes may be negative) */
export const MoneySchema = custom<string>((input) => typeof input === 'string' && MONEY.test(input))
/** A whole number ≥ 0: ids, counts, unix seconds */
export const CountSchema = custom<number>((input) => Number.isSafeInteger(input) && (input as number) >= 0)
export const TimeSchema = CountSchema
/** Wear (float value) as a decimal string, e.g. "0.0712" */
export const WearSchema = nullable(custom<string>((input) => typeof input === 'string' && WEAR.test(input)))
/** A string with something in it (an access token) */
export const FilledSchema = custom<string>((input) => typeof input === 'string' && input !== '')

export const pageOf = <T extends GenericSchema>(item: T) => object({
  list: array(item),
  total: CountSchema,
  page: CountSchema,
  page_size: CountSchema,
  has_more: boolean()
})

/** Cursor page: ask again with `pointer` = next_pointer; 0 starts over */
export const cursorPageOf = <T extends GenericSchema>(item: T) => object({
  list: array(item),
  next_pointer: CountSchema,
  has_more: boolean()
})
