import type { Entry } from './EntryGroup'

// the 活动中心 page lists these; the mine tab links to that page once

/** Draws, boxes, trade-ups and match guesses. */
export const PLAY: Entry[] = [
  { text: 'Roll 房', url: '/pages/roll/list', glyph: 'R', tone: 'orange', login: false },
  { text: '开箱', url: '/pages/active/giftbox/index', glyph: '箱', tone: 'dark', login: false },
  { text: '锦鲤抽奖', url: '/pages/koi/index', glyph: '鲤', tone: 'red', login: false },
  { text: '随机礼物', url: '/pages/gift/index', glyph: '礼', tone: 'orange', login: false },
  { text: '砍价免费拿', url: '/pages/haggle/index', glyph: '砍', tone: 'orange', login: false },
  { text: '限时抢', url: '/pages/grab/index', glyph: '抢', tone: 'red', login: false },
  { text: '汰换合同', url: '/pages/tradeUp/index', glyph: '汰', tone: 'blue', login: false },
  { text: '熔炼', url: '/pages/smelt/index', glyph: '熔', tone: 'orange', login: false },
  { text: 'Major 竞猜', url: '/pages/major/index', glyph: '猜', tone: 'orange', login: false },
  { text: 'TI 竞猜', url: '/pages/tidivine/index', glyph: '盾', tone: 'red', login: false }
]

/** Promotions, events and subsidies. */
export const PROMOTIONS: Entry[] = [
  { text: '红包活动', url: '/pages/topic/red-envelope-event/index', glyph: '红', tone: 'red', login: false },
  { text: '每日签到礼', url: '/pages/active/newyear/index', glyph: '签', tone: 'red', login: false },
  { text: '斗鱼联合', url: '/pages/active/douyu/index', glyph: '鱼', tone: 'orange', login: false },
  { text: '主播邀请', url: '/pages/active/liverInvite/index', glyph: '播', tone: 'blue', login: false },
  { text: '老友回归', url: '/pages/active/recall/index', glyph: '归', tone: 'green', login: false },
  { text: '新人补贴金', url: '/pages/allowance/index', glyph: '补', tone: 'red', login: false },
  { text: '免手续费', url: '/pages/active/exemptFee/index', glyph: '免', tone: 'green', login: false },
  { text: '租赁补贴', url: '/pages/active/rent-subsidy-activity/index', glyph: '租', tone: 'blue', login: false }
]
