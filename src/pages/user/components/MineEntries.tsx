import { View } from '@tarojs/components'
import { ICON_PATHS } from '@/components/LineIcon/paths'
import EntryGroup, { type Entry } from './EntryGroup'

/** The page that lists every draw, game and promotion. */
export const ACTIVITY_CENTRE = '/pages/active/index'

interface MineEntriesProps {
  loggedIn: boolean
  /** 主播后台 shows to anchors only */
  anchor: boolean
  unread: number
  coupons: number
  /** opens a screen; a login-only screen sends a visitor to log in first */
  open: (url: string, needsLogin: boolean) => void
}

/** The mine tab's entries to every user screen, in groups. */
export default function MineEntries ({ loggedIn, anchor, unread, coupons, open }: MineEntriesProps) {
  const trade: Entry[] = [
    { text: '我的订单', url: '/pages/order/index', glyph: '单', tone: 'orange', login: true, icon: ICON_PATHS.order },
    { text: '我的求购', url: '/pages/target/index', glyph: '求', tone: 'blue', login: true, icon: ICON_PATHS.target },
    { text: '我的收藏', url: '/pages/user/favorites/index', glyph: '藏', tone: 'orange', login: true, icon: ICON_PATHS.star },
    { text: '价格波动', url: '/pages/fluctuation/index', glyph: '涨', tone: 'red', login: false, icon: ICON_PATHS.trend },
    { text: '待处理报价', url: '/pages/offer/index', glyph: '报', tone: 'green', login: true, icon: ICON_PATHS.offer },
    { text: '余额明细', url: '/pages/user/balance/index', glyph: '¥', tone: 'red', login: true, icon: ICON_PATHS.ledger }
  ]
  // the seller's screens, with withdrawal of the proceeds
  const sell: Entry[] = [
    { text: '我的库存', url: '/pages/sell/inventory/index', glyph: '库', tone: 'dark', login: true, icon: ICON_PATHS.box },
    { text: '我的在售', url: '/pages/sell/listings/index', glyph: '售', tone: 'orange', login: true, icon: ICON_PATHS.tag },
    { text: '提现', url: '/pages/user/withdraw/index', glyph: '提', tone: 'green', login: true, icon: ICON_PATHS.withdraw }
  ]
  const wallet: Entry[] = [
    { text: '消息中心', url: '/pages/user/message/index', glyph: '信', tone: 'blue', login: true, icon: ICON_PATHS.bell, badge: unread },
    { text: '我的优惠券', url: '/pages/user/coupon', glyph: '券', tone: 'red', login: true, icon: ICON_PATHS.coupon, badge: coupons },
    { text: '领券中心', url: '/pages/coupon/index', glyph: '领', tone: 'orange', login: false, icon: ICON_PATHS.gift },
    { text: 'CDK 兑换', url: '/pages/cdk/index', glyph: 'K', tone: 'blue', login: false, icon: ICON_PATHS.card },
    { text: '我的奖励', url: '/pages/my-rewards/index', glyph: '奖', tone: 'red', login: true, icon: ICON_PATHS.trophy },
    { text: '任务中心', url: '/pages/task/award/index', glyph: '任', tone: 'orange', login: true, icon: ICON_PATHS.tasks },
    { text: '邀请好友', url: '/pages/task/invite/index', glyph: '邀', tone: 'red', login: true, icon: ICON_PATHS.invite },
    { text: '平台兑换', url: '/pages/thirdexchange/index', glyph: '换', tone: 'blue', login: true, icon: ICON_PATHS.swap },
    { text: '积分换饰品', url: '/pages/oos/exchange', glyph: '积', tone: 'green', login: false, icon: ICON_PATHS.store },
    { text: '活动中心', url: ACTIVITY_CENTRE, glyph: '活', tone: 'red', login: false, icon: ICON_PATHS.trophy }
  ]
  const account: Entry[] = [
    ...(anchor ? [{ text: '主播后台', url: '/pages/backstage/anchor', glyph: '播', tone: 'dark', login: true, icon: ICON_PATHS.chart }] : []),
    { text: '账号检测', url: '/pages/user/check/index', glyph: '检', tone: 'green', login: true, icon: ICON_PATHS.check },
    { text: '账号安全', url: '/pages/user/account/index', glyph: '盾', tone: 'green', login: true, icon: ICON_PATHS.shield },
    { text: 'Steam 设置', url: '/pages/user/setting/steam', glyph: 'S', tone: 'dark', login: true, icon: ICON_PATHS.steam },
    { text: '设置', url: '/pages/user/setting/index', glyph: '设', tone: 'grey', login: true, icon: ICON_PATHS.gear },
    { text: '问题反馈', url: '/pages/user/problem/index', glyph: '馈', tone: 'orange', login: true, icon: ICON_PATHS.chat },
    { text: '帮助中心', url: '/pages/help/index', glyph: '助', tone: 'blue', login: false, icon: ICON_PATHS.help },
    { text: '在线客服', url: '/pages/consultation/index', glyph: '客', tone: 'blue', login: true, icon: ICON_PATHS.headset },
    { text: '资讯', url: '/pages/info/index', glyph: '讯', tone: 'orange', login: false, icon: ICON_PATHS.news },
    { text: '消息订阅', url: '/pages/active/wxNotice/index', glyph: '订', tone: 'green', login: true, icon: ICON_PATHS.wechat },
    { text: '授权管理', url: '/pages/user/access', glyph: '权', tone: 'grey', login: true, icon: ICON_PATHS.key },
    { text: '隐私设置', url: '/pages/user/privacy/setting', glyph: '私', tone: 'grey', login: true, icon: ICON_PATHS.eye },
    { text: 'Steam 教程', url: '/pages/guidance/steam', glyph: '教', tone: 'dark', login: false, icon: ICON_PATHS.book }
  ]
  const group = (title: string, entries: Entry[]) => <EntryGroup title={title} entries={entries} loggedIn={loggedIn} open={open} />
  return (
    <View>
      {group('交易', trade)}
      {group('出售', sell)}
      {group('钱包与福利', wallet)}
      {group('账号与服务', account)}
    </View>
  )
}
