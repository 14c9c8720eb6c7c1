/**
 * Wire building blocks shared by every schema: the one definition of money, counts,
 * times and pages. Import valibot functions by name so the H5 bundle keeps only what is used.
 */
import { array, boolean, integer, minValue, nullable, number, object, pipe, regex, string, type GenericSchema } from 'valibot'

/** Decimal string, two decimals on the wire ("12.30"); the client also takes "12.3" (ledger changes may be negative) */
export const MoneySchema = pipe(string(), regex(/^-?\d+(\.\d{1,2})?$/))
/** A whole number ≥ 0: ids, counts, unix seconds */
export const CountSchema = pipe(number(), integer(), minValue(0))
export const TimeSchema = CountSchema
/** Wear (float value) as a decimal string, e.g. "0.0712" */
export const WearSchema = nullable(pipe(string(), regex(/^[01]\.\d+$/)))

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
