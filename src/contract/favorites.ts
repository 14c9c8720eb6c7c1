/** Favourites (收藏): the items a user keeps an eye on. Only the item page and the favourites screen load this. */
import { boolean, object } from 'valibot'
import { CountSchema, TimeSchema, pageOf } from './common'
import { ItemSummarySchema } from './catalogue'

/** An item as the shop shows it (min_price is the lowest listing while on_sale_count > 0), and when it was kept. */
export const FavoriteSchema = object({ ...ItemSummarySchema.entries, favorited_at: TimeSchema })
export const FavoritePageSchema = pageOf(FavoriteSchema)
export const FavoriteStateSchema = object({ item_id: CountSchema, favorited: boolean(), total: CountSchema })
