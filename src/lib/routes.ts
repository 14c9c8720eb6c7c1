/**
 * The route map (shared/ROUTES.md): every public link, its Chinese title and its
 * mini-program group. Paths are public (ads, QR codes, the native app): keep them
 * exactly, misspellings (`verfiy`) included. app.config.ts derives pages and
 * subpackages from this list; lib/redirect uses it to accept only internal targets.
 */
export interface RouteEntry {
  /** path without the leading slash, as Taro declares pages */
  path: string
  /** navigation bar title */
  title: string
  /** ROUTES.md `pkg` group; 'main' stays in the mini-program's main package */
  pkg: string
}

const r = (path: string, title: string, pkg: string): RouteEntry => ({ path, title, pkg })

/** The seed's 136 public routes, kept exactly (test/unit/routeLayout.test.ts). */
export const PUBLIC_ROUTES: RouteEntry[] = [
  // tabs (main package); the shop tab is the first page
  r('pages/market/home/index', '饰品市场', 'main'),
  r('pages/order/index', '我的订单', 'main'),
  r('pages/user/index', '我的', 'main'),

  // market
  r('pages/market/search/index', '搜索', 'market'),
  r('pages/market/shop/index', '店铺', 'market'),
  r('pages/item/index', '饰品详情', 'market'),
  r('pages/item/newindex', '饰品详情', 'market'),
  r('pages/gamecard/detail/index', '点卡详情', 'market'),
  r('pages/target/index', '我的求购', 'market'),
  r('pages/offer/index', '待处理报价', 'market'),

  // order
  r('pages/order/detail/index', '订单详情', 'order'),
  r('pages/transaction/detail/index', '交易明细', 'order'),

  // user
  r('pages/user/login', '登录', 'user'),
  r('pages/user/catLogin', '合作方登录', 'user'),
  r('pages/user/forget', '找回密码', 'user'),
  r('pages/user/steambind', '绑定Steam', 'user'),
  r('pages/user/auth', '授权登录', 'user'),
  r('pages/user/check/index', '账号检测', 'user'),
  r('pages/user/balance/index', '我的余额', 'user'),
  r('pages/user/recharge/index', '余额充值', 'user'),
  r('pages/user/recharge/success', '充值结果', 'user'),
  r('pages/user/account/index', '账号安全', 'user'),
  r('pages/user/account/phone', '绑定手机', 'user'),
  r('pages/user/account/unbindphone', '解绑手机', 'user'),
  r('pages/user/account/code', '短信验证', 'user'),
  r('pages/user/account/paypwd', '支付密码', 'user'),
  r('pages/user/setting/index', '设置', 'user'),
  r('pages/user/setting/steam', 'Steam设置', 'user'),
  r('pages/user/problem/index', '问题反馈', 'user'),
  r('pages/user/message/index', '消息中心', 'user'),
  r('pages/user/coupon', '我的优惠券', 'user'),
  r('pages/user/access', '授权管理', 'user'),
  r('pages/user/privacy/index', '隐私政策', 'user'),
  r('pages/user/privacy/setting', '隐私设置', 'user'),
  r('pages/login/index', '登录', 'user'),
  r('pages/coupon/index', '领券中心', 'user'),

  // help
  r('pages/guidance/steam', 'Steam交易设置指引', 'help'),
  r('pages/agreement/service/index', '用户服务协议', 'help'),
  r('pages/agreement/transaction/index', '交易规则', 'help'),
  r('pages/agreement/steam/index', 'Steam相关协议', 'help'),
  r('pages/wiki/index', '百科', 'help'),
  r('pages/help/index', '帮助中心', 'help'),
  r('pages/help/detail/index', '帮助详情', 'help'),
  r('pages/propaganda/payment', '支付说明', 'help'),
  r('pages/index/index', '首页', 'help'),
  r('pages/app/label', '下载App', 'help'),
  r('pages/short/url', '正在跳转', 'help'),

  // activities and promotions
  r('pages/roll/index', 'Roll房', 'roll'),
  r('pages/roll/list', 'Roll房列表', 'roll'),
  r('pages/roll/mylist', '我的Roll房', 'roll'),
  r('pages/fluctuation/index', '价格波动', 'fluctuation'),
  r('pages/fluctuation/setting/index', '价格提醒', 'fluctuation'),
  r('pages/gift/index', '随机礼物', 'gift'),
  r('pages/gift/record', '抽奖记录', 'gift'),
  r('pages/gift/myprize/index', '我的奖品', 'gift'),
  r('pages/redpack/index', '领取红包', 'redpack'),
  r('pages/mine-red-packet/index', '我的红包', 'redpack'),
  r('pages/topic/red-envelope-event/index', '红包活动', 'topic'),
  r('pages/topic/red-envelope/index', '我的红包', 'topic'),
  r('pages/topic/red-envelope-rule/index', '红包规则', 'topic'),
  r('pages/topic/red-envelope-order/index', '红包订单', 'topic'),
  r('pages/topic/cdkey-exchange/index', 'CDKey兑换', 'topic'),
  r('pages/topic/cdkey-exchange-history/index', '兑换记录', 'topic'),
  r('pages/topic/reward-rule/index', '奖励规则', 'topic'),
  r('pages/cdk/index', 'CDK兑换', 'cdk'),
  r('pages/cdk/detail/index', 'CDK详情', 'cdk'),
  r('pages/cdk/knapsack/index', '我的CDK', 'cdk'),
  r('pages/haggle/index', '砍价免费拿', 'haggle'),
  r('pages/haggle/detail/index', '砍价详情', 'haggle'),
  r('pages/haggle/prize/index', '选择奖品', 'haggle'),
  r('pages/haggle/draglist/index', '砍价排行', 'haggle'),
  r('pages/haggle/power/index', '助力', 'haggle'),
  r('pages/haggle/newuser/index', '新人助力', 'haggle'),
  r('pages/haggle/powering/index', '助力中', 'haggle'),
  r('pages/haggle/middle', '砍价', 'haggle'),
  r('pages/grab/index', '限时抢', 'grab'),
  r('pages/grab/details', '抢购详情', 'grab'),
  r('pages/grab/history', '抢购记录', 'grab'),
  r('pages/grab/inventory', '我抢到的', 'grab'),
  r('pages/tradeUp/index', '汰换合同', 'tradeup'),
  r('pages/tradeUp/createFormula/index', '创建配方', 'tradeup'),
  r('pages/tradeUp/extract/index', '执行合同', 'tradeup'),
  r('pages/tradeUp/myformula/index', '我的配方', 'tradeup'),
  r('pages/smelt/index', '熔炼', 'smelt'),
  r('pages/smelt/details', '熔炼详情', 'smelt'),
  r('pages/verfiy/index', '饰品检视', 'verify'),
  r('pages/verfiy/parameter', '检视参数', 'verify'),
  r('pages/verfiy/list/index', '检视记录', 'verify'),
  r('pages/verfiy/detail/index', '检视报告', 'verify'),
  r('pages/steamCheck/index', 'Steam账号检测', 'steamcheck'),
  r('pages/steamCheck/report', '检测报告', 'steamcheck'),
  r('pages/steamCheck/detail', '检测详情', 'steamcheck'),
  r('pages/task/award/index', '任务中心', 'task'),
  r('pages/task/invite/index', '邀请好友', 'task'),
  r('pages/backstage/anchor', '主播后台', 'backstage'),
  r('pages/backstage/anchordetails', '主播明细', 'backstage'),
  r('pages/recharge/index', '充值', 'pay'),
  r('pages/alipay/index', '支付宝支付', 'pay'),
  r('pages/returnfree/index', '免手续费', 'promo'),
  r('pages/active/exemptFee/index', '免费出售', 'promo'),
  r('pages/active/exemptFee/middle/index', '免费出售', 'promo'),
  r('pages/active/sellRebate/index', '出售返利', 'promo'),
  r('pages/active/rent-grey-activity/index', '租赁活动', 'promo'),
  r('pages/active/rent-grey-activity/apply-page/index', '租赁活动报名', 'promo'),
  r('pages/active/rent-subsidy-activity/index', '租赁补贴', 'promo'),
  r('pages/active/rent-subsidy-activity-upgrade/index', '租赁补贴升级', 'promo'),
  r('pages/active/newyear/index', '签到活动', 'promo'),
  r('pages/active/christmas/index', '圣诞活动', 'promo'),
  r('pages/active/festival/index', '节日活动', 'promo'),
  r('pages/active/military/index', '军事主题活动', 'promo'),
  r('pages/active/giftbox/index', '开箱', 'promo'),
  r('pages/active/giftbox/dota', 'DOTA2宝箱', 'promo'),
  r('pages/active/douyu/index', '斗鱼联合活动', 'promo'),
  r('pages/active/douyu/indexdota', '斗鱼DOTA2活动', 'promo'),
  r('pages/active/douyu/result/index', '活动结果', 'promo'),
  r('pages/active/douyu/result/indexdota', '活动结果', 'promo'),
  r('pages/active/douyu/reward/index', '活动奖励', 'promo'),
  r('pages/active/douyu/record/index', '活动记录', 'promo'),
  r('pages/active/liverInvite/index', '主播邀请', 'promo'),
  r('pages/active/recall/index', '老友回归', 'promo'),
  r('pages/active/cdkey/index', '活动CDKey', 'promo'),
  r('pages/active/cdkey/record/index', 'CDKey记录', 'promo'),
  r('pages/active/wxNotice/index', '微信通知', 'promo'),
  r('pages/active/wxNotice/bindCode/index', '绑定微信通知', 'promo'),
  r('pages/koi/index', '锦鲤抽奖', 'promo'),
  r('pages/major/index', 'Major竞猜', 'promo'),
  r('pages/tidivine/index', 'TI竞猜', 'promo'),
  r('pages/allowance/index', '津贴', 'promo'),
  r('pages/my-rewards/index', '我的奖励', 'promo'),
  r('pages/info/index', '资讯', 'promo'),
  r('pages/consultation/index', '在线咨询', 'promo'),
  r('pages/kslanding/index', '活动落地页', 'promo'),
  r('pages/thirdauth/index', '第三方授权', 'partner'),
  r('pages/thirdexchange/index', '平台兑换', 'partner'),
  r('pages/oos/exchange', '饰品兑换', 'partner'),
  r('pages/oos/detail', '兑换详情', 'partner')
]

/**
 * Routes added after ROUTES.md: the seller screens in the `sell` subpackage, withdrawal in `user`. 活动中心 is in the
 * main package: with a main page in pages/active, each campaign folder there becomes a subpackage of its own
 * (routeLayout.ts), where all 26 in one were 169 KB, over the 100 KB a subpackage may weigh (scripts/weapp-sizes.mjs).
 */
export const OUR_ROUTES: RouteEntry[] = [
  r('pages/sell/inventory/index', '我的库存', 'sell'),
  r('pages/sell/create/index', '上架出售', 'sell'),
  r('pages/sell/listings/index', '我的在售', 'sell'),
  r('pages/sell/order/index', '出售订单详情', 'sell'),
  r('pages/user/withdraw/index', '提现', 'user'),
  r('pages/user/withdraw/result', '提现结果', 'user'),
  r('pages/user/withdraw/record', '提现记录', 'user'),
  r('pages/user/favorites/index', '我的收藏', 'user'),
  r('pages/active/index', '活动中心', 'main')
]

/** Every route the app declares: the public ones, then ours. */
export const ROUTES: RouteEntry[] = [...PUBLIC_ROUTES, ...OUR_ROUTES]

export { TAB_PAGES } from './tabPages'

/** Is `path` (with or without a leading slash) one of our routes? */
export function isKnownRoute (path: string): boolean {
  const p = path.replace(/^\//, '')
  return ROUTES.some((route) => route.path === p)
}
