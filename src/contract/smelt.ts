/** Smelt (trade-up contract) rules. */
import { array, boolean, object, string } from 'valibot'
import { CountSchema } from './common'

/** Smelt (trade-up contract) overview: its rules; `open` is false while contracts are not served */
export const SmeltInfoSchema = object({ appid: CountSchema, open: boolean(), input_count: CountSchema, rarities: array(string()), description: string() })
