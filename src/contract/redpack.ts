/** Red packets and the red envelope event (server/README.md "Red packets and envelopes"). */
import { array, boolean, nullable, object, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, pageOf } from './common'

export const RedPacketKindSchema = picklist(['balance', 'envelope'])

export const RedPacketClaimSchema = object({
  nickname: string(),
  amount: MoneySchema,
  claimed_at: TimeSchema,
  /** the largest share so far (手气最佳) */
  best: boolean()
})

export const RedPacketSchema = object({
  code: string(),
  name: string(),
  kind: RedPacketKindSchema,
  total: MoneySchema,
  count: CountSchema,
  opened_count: CountSchema,
  opened_total: MoneySchema,
  state: picklist(['open', 'empty', 'expired']),
  /** envelope packets: the envelopes' threshold (0.00 = none) */
  min_amount: MoneySchema,
  created_at: TimeSchema,
  expires_at: TimeSchema,
  creator: object({ nickname: string(), avatar: string() }),
  /** the viewer's own packet (a creator does not open it) */
  mine: boolean(),
  /** the viewer's share, null when not opened by the viewer (or a visitor) */
  my_share: nullable(MoneySchema),
  claims: array(RedPacketClaimSchema),
  /** sha256 of the split seed, published at creation */
  seed_hash: string(),
  /** the split seed and every share in order, revealed once the packet is empty or expired (null before) */
  server_seed: nullable(string()),
  shares: nullable(array(MoneySchema))
})
export const RedPacketPageSchema = pageOf(RedPacketSchema)

export const RedPacketOpenSchema = object({ amount: MoneySchema, packet: RedPacketSchema })

export const RedPacketPromotionSchema = object({
  promotion_id: CountSchema,
  name: string(),
  kind: RedPacketKindSchema,
  total: MoneySchema,
  count: CountSchema,
  min_amount: MoneySchema,
  open_hours: CountSchema,
  /** packets this user may still make from it */
  left: CountSchema,
  active_until: TimeSchema
})
export const RedPacketPromotionsSchema = array(RedPacketPromotionSchema)

export const EnvelopeTaskSchema = object({
  template_id: CountSchema,
  name: string(),
  task: string(),
  task_text: string(),
  discount: MoneySchema,
  min_amount: MoneySchema,
  valid_days: CountSchema,
  /** the task's condition is met (a visitor: false) */
  done: boolean(),
  claimed: boolean(),
  claim_until: TimeSchema,
  /** what to do to meet it: a route of the app */
  go_url: string()
})
export const EnvelopeEventSchema = object({
  start_at: TimeSchema,
  end_at: TimeSchema,
  ended: boolean(),
  tasks: array(EnvelopeTaskSchema)
})

export const EnvelopeOrderSchema = object({
  /** the public order number, as Order.order_id */
  order_id: string(),
  status: string(),
  status_text: string(),
  item_name: string(),
  item_image: string(),
  price: MoneySchema,
  envelope_name: string(),
  discount: MoneySchema,
  pay_amount: MoneySchema,
  created_at: TimeSchema
})
export const EnvelopeOrderPageSchema = pageOf(EnvelopeOrderSchema)
