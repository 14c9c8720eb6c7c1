import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import LineIcon from '@/components/LineIcon'
import { MINE_ICONS } from './mineIcons'
import './MineEntries.scss'

interface Entry { text: string, url: string, glyph: string, tone: string, login: boolean, badge?: number }

interface MineEntriesProps {
  loggedIn: boolean
  unread: number
  coupons: number
  /** opens a screen; a login-only screen sends a visitor to log in first */
  open: (url: string, needsLogin: boolean) => void
}

/** The mine tab's entries to every user screen, in groups. */
export default function MineEntries ({ loggedIn, unread, coupons, open }: MineEntriesProps) {
  const trade: Entry[] = [
    { text: '我的订单', url: '/pages/order/index', glyph: '单', tone: 'orange', login: true },
    { text: '我的求购', url: '/pages/target/index', glyph: '求', tone: 'blue', login: true },
    { text: '我的收藏', url: '/pages/user/favorites/index', glyph: '藏', tone: 'orange', login: true },
    { text: '价格波动', url: '/pages/fluctuation/index', glyph: '涨', tone: 'red', login: false },
    { text: '待处理报价', url: '/pages/offer/index', glyph: '报', tone: 'green', login: true },
    { text: '余额明细', url: '/pages/user/balance/index', glyph: '¥', tone: 'red', login: true }
  ]
  // the seller's screens (issue 10), with withdrawal of the proceeds
  const sell: Entry[] = [
    { text: '我的库存', url: '/pages/sell/inventory/index', glyph: '库', tone: 'dark', login: true },
    { text: '我的在售', url: '/pages/sell/listings/index', glyph: '售', tone: 'orange', login: true },
    { text: '提现', url: '/pages/user/withdraw/index', glyph: '提', tone: 'green', login: true }
  ]
  const wallet: Entry[] = [
    { text: '消息中心', url: '/pages/user/message/index', glyph: '信', tone: 'blue', login: true, badge: unread },
    { text: '我的优惠券', url: '/pages/user/coupon', glyph: '券', tone: 'red', login: true, badge: coupons },
    { text: '领券中心', url: '/pages/coupon/index', glyph: '领', tone: 'orange', login: false },
    { text: 'CDK 兑换', url: '/pages/cdk/index', glyph: 'K', tone: 'blue', login: false },
    { text: '我的奖励', url: '/pages/my-rewards/index', glyph: '奖', tone: 'red', login: true },
    { text: '任务中心', url: '/pages/task/award/index', glyph: '任', tone: 'orange', login: true },
    { text: '邀请好友', url: '/pages/task/invite/index', glyph: '邀', tone: 'red', login: true },
    { text: '平台兑换', url: '/pages/thirdexchange/index', glyph: '换', tone: 'blue', login: true },
    { text: 'OOS 商城', url: '/pages/oos/exchange', glyph: 'O', tone: 'green', login: false }
  ]
  // draws and play (issues 13, 14)
  const play: Entry[] = [
    { text: 'Roll 房', url: '/pages/roll/list', glyph: 'R', tone: 'orange', login: false },
    { text: '开箱', url: '/pages/active/giftbox/index', glyph: '箱', tone: 'dark', login: false },
    { text: '锦鲤抽奖', url: '/pages/koi/index', glyph: '鲤', tone: 'red', login: false },
    { text: '随机礼物', url: '/pages/gift/index', glyph: '礼', tone: 'orange', login: false },
    { text: '红包活动', url: '/pages/topic/red-envelope-event/index', glyph: '红', tone: 'red', login: false },
    { text: '砍价免费拿', url: '/pages/haggle/index', glyph: '砍', tone: 'orange', login: false },
    { text: '限时抢', url: '/pages/grab/index', glyph: '抢', tone: 'red', login: false },
    { text: '汰换合同', url: '/pages/tradeUp/index', glyph: '汰', tone: 'blue', login: false },
    { text: '熔炼', url: '/pages/smelt/index', glyph: '熔', tone: 'orange', login: false },
    { text: '新春集福', url: '/pages/active/newyear/index', glyph: '春', tone: 'red', login: false },
    { text: '斗鱼联合', url: '/pages/active/douyu/index', glyph: '鱼', tone: 'orange', login: false },
    { text: '主播邀请', url: '/pages/active/liverInvite/index', glyph: '播', tone: 'blue', login: false },
    { text: '老友回归', url: '/pages/active/recall/index', glyph: '归', tone: 'green', login: false },
    { text: '新人补贴金', url: '/pages/allowance/index', glyph: '补', tone: 'red', login: false },
    { text: '免手续费', url: '/pages/active/exemptFee/index', glyph: '免', tone: 'green', login: false },
    { text: '租赁补贴', url: '/pages/active/rent-subsidy-activity/index', glyph: '租', tone: 'blue', login: false },
    { text: 'Major 竞猜', url: '/pages/major/index', glyph: '猜', tone: 'orange', login: false },
    { text: 'TI 竞猜', url: '/pages/tidivine/index', glyph: '盾', tone: 'red', login: false },
    { text: '主播后台', url: '/pages/backstage/anchor', glyph: '播', tone: 'dark', login: true }
  ]
  const account: Entry[] = [
    { text: '账号检测', url: '/pages/user/check/index', glyph: '检', tone: 'green', login: true },
    { text: '账号安全', url: '/pages/user/account/index', glyph: '盾', tone: 'green', login: true },
    { text: 'Steam 设置', url: '/pages/user/setting/steam', glyph: 'S', tone: 'dark', login: true },
    { text: '设置', url: '/pages/user/setting/index', glyph: '设', tone: 'grey', login: true },
    { text: '问题反馈', url: '/pages/user/problem/index', glyph: '馈', tone: 'orange', login: true },
    { text: '帮助中心', url: '/pages/help/index', glyph: '助', tone: 'blue', login: false },
    { text: '在线客服', url: '/pages/consultation/index', glyph: '客', tone: 'blue', login: true },
    { text: '资讯', url: '/pages/info/index', glyph: '讯', tone: 'orange', login: false },
    { text: '消息订阅', url: '/pages/active/wxNotice/index', glyph: '订', tone: 'green', login: true },
    { text: '授权管理', url: '/pages/user/access', glyph: '权', tone: 'grey', login: true },
    { text: '隐私设置', url: '/pages/user/privacy/setting', glyph: '私', tone: 'grey', login: true },
    { text: 'Steam 教程', url: '/pages/guidance/steam', glyph: '教', tone: 'dark', login: false }
  ]
  const group = (title: string, entries: Entry[]) => (
    <View className='mine-entries'>
      <Text className='mine-entries__title'>{title}</Text>
      <View className='mine-entries__grid'>
        {entries.map((entry) => (
          <View {...tappable()} key={entry.url} className='mine-entries__item' onClick={() => open(entry.url, entry.login)}>
            <View className={`mine-entries__glyph mine-entries__glyph--${entry.tone}`}>
              {MINE_ICONS[entry.url] ? <LineIcon name={MINE_ICONS[entry.url]} className='mine-entries__icon' /> : <Text>{entry.glyph}</Text>}
              {loggedIn && (entry.badge ?? 0) > 0 && <Text className='mine-entries__badge'>{entry.badge! > 99 ? '99+' : entry.badge}</Text>}
            </View>
            <Text className='mine-entries__text'>{entry.text}</Text>
          </View>
        ))}
      </View>
    </View>
  )
  return (
    <View>
      {group('交易', trade)}
      {group('出售', sell)}
      {group('钱包与福利', wallet)}
      {group('活动', play)}
      {group('账号与服务', account)}
    </View>
  )
}
