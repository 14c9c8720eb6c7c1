import { ICON_PATHS } from '@/components/LineIcon/paths'
import type { Entry } from './EntryGroup'

/** The activities' own drawings, kept out of the shared icon set (the mini-program's main package carries that one). */
const ACTIVITY_ICONS = {
  swords: 'M4 4l11 11M4 4h4M4 4v4M20 4L9 15M20 4h-4M20 4v4M6 17l2-2M18 17l-2-2M4 20l2-2M20 20l-2-2',
  aegis: 'M12 3l7 4v5c0 4-3 7-7 9-4-2-7-5-7-9V7zM12 8v8M9 11h6',
  cycle: 'M5 4v6h6M19 20v-6h-6M5.5 10A7 7 0 0 1 18 8M18.5 14A7 7 0 0 1 6 16',
  furnace: 'M12 3c3 4 5 6 5 9a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3 0-5 1-8zM5 21h14',
  scissors: 'M6 4a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM6 15a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM8 8l12 10M8 16L20 6',
  case: 'M3 8h18v11H3zM8 8V5h8v3M3 13h18M11 13v2h2v-2',
  fish: 'M3 12c3-5 10-6 14 0-4 6-11 5-14 0zM17 12l4-3v6zM8 11h.01',
  lantern: 'M12 1v3M12 4c-4 0-7 3-7 7s3 7 7 7 7-3 7-7-3-7-7-7zM12 4c-2.5 2-2.5 12 0 14M12 4c2.5 2 2.5 12 0 14M10 18v2h4v-2M12 20v3',
  tv: 'M3 7h18v13H3zM8 3l4 4 4-4M10 11v5l4-2.5z',
  mic: 'M9 3h6v9a3 3 0 0 1-6 0zM5 11a7 7 0 0 0 14 0M12 18v3M8 21h8',
  comeback: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  allowance: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 7l3 4 3-4M8.5 12h7M8.5 15h7M12 11v6',
  percent: 'M19 5L5 19M7.5 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM16.5 14.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  hourglass: 'M6 3h12M6 21h12M8 3v2c0 3 4 5 4 7s-4 4-4 7v2M16 3v2c0 3-4 5-4 7s4 4 4 7v2'
}

// the 活动中心 page lists these; the mine tab links to that page once

/** Draws, boxes, trade-ups and match guesses. */
export const PLAY: Entry[] = [
  { text: 'Roll 房', url: '/pages/roll/list', glyph: 'R', tone: 'orange', login: false, icon: ICON_PATHS.dice },
  { text: '开箱', url: '/pages/active/giftbox/index', glyph: '箱', tone: 'dark', login: false, icon: ACTIVITY_ICONS.case },
  { text: '锦鲤抽奖', url: '/pages/koi/index', glyph: '鲤', tone: 'red', login: false, icon: ACTIVITY_ICONS.fish },
  { text: '随机礼物', url: '/pages/gift/index', glyph: '礼', tone: 'orange', login: false, icon: ICON_PATHS.gift },
  { text: '砍价免费拿', url: '/pages/haggle/index', glyph: '砍', tone: 'orange', login: false, icon: ACTIVITY_ICONS.scissors },
  { text: '限时抢', url: '/pages/grab/index', glyph: '抢', tone: 'red', login: false, icon: ICON_PATHS.bolt },
  { text: '汰换合同', url: '/pages/tradeUp/index', glyph: '汰', tone: 'blue', login: false, icon: ACTIVITY_ICONS.cycle },
  { text: '熔炼', url: '/pages/smelt/index', glyph: '熔', tone: 'orange', login: false, icon: ACTIVITY_ICONS.furnace },
  { text: 'Major 竞猜', url: '/pages/major/index', glyph: '猜', tone: 'orange', login: false, icon: ACTIVITY_ICONS.swords },
  { text: 'TI 竞猜', url: '/pages/tidivine/index', glyph: '盾', tone: 'red', login: false, icon: ACTIVITY_ICONS.aegis }
]

/** Promotions, events and subsidies. */
export const PROMOTIONS: Entry[] = [
  { text: '红包活动', url: '/pages/topic/red-envelope-event/index', glyph: '红', tone: 'red', login: false, icon: ICON_PATHS.packet },
  { text: '每日签到礼', url: '/pages/active/newyear/index', glyph: '签', tone: 'red', login: false, icon: ACTIVITY_ICONS.lantern },
  { text: '斗鱼联合', url: '/pages/active/douyu/index', glyph: '鱼', tone: 'orange', login: false, icon: ACTIVITY_ICONS.tv },
  { text: '主播邀请', url: '/pages/active/liverInvite/index', glyph: '播', tone: 'blue', login: false, icon: ACTIVITY_ICONS.mic },
  { text: '老友回归', url: '/pages/active/recall/index', glyph: '归', tone: 'green', login: false, icon: ACTIVITY_ICONS.comeback },
  { text: '新人补贴金', url: '/pages/allowance/index', glyph: '补', tone: 'red', login: false, icon: ACTIVITY_ICONS.allowance },
  { text: '免手续费', url: '/pages/active/exemptFee/index', glyph: '免', tone: 'green', login: false, icon: ACTIVITY_ICONS.percent },
  { text: '租赁补贴', url: '/pages/active/rent-subsidy-activity/index', glyph: '租', tone: 'blue', login: false, icon: ACTIVITY_ICONS.hourglass }
]
