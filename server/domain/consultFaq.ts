/**
 * 在线客服's automatic answers (server/README.md "News and consultation"): a message containing one of an entry's
 * keywords gets that entry's answer (the first entry in this order wins); anything else is told a person will reply.
 * The answers state this API's own rules (fees, limits, times), so they change when those rules change.
 */
export interface FaqEntry { key: string, question: string, keywords: readonly string[], answer: string }

export const CONSULT_FAQ: readonly FaqEntry[] = [
  {
    key: 'recharge',
    question: '充值多久到账？',
    keywords: ['充值', '到账', '支付宝', '微信支付'],
    answer: '微信支付和银行卡充值付款成功后即时到账；支付宝以支付宝的付款通知为准，通常几秒内到账。手续费：微信 0.6%、支付宝 0.6%、银行卡 1%（最低 0.01 元）。单笔 1.00-50000.00 元。'
  },
  {
    key: 'withdraw',
    question: '如何提现？有手续费吗？',
    keywords: ['提现', '提款', '取现'],
    answer: '在「我的-余额-提现」提交申请，支持支付宝与银行卡，单笔 10.00-50000.00 元，24 小时内最多 3 次，手续费 1%（最低 1.00 元）。只有出售饰品所得且已过交易保护期的资金可提现，充值未消费的金额不可提现。'
  },
  {
    key: 'delivery',
    question: '卖家多久发货？',
    keywords: ['发货', '报价', '没收到', '未收到'],
    answer: '付款后卖家需在 12 小时内发送 Steam 交易报价，超时订单自动取消并全额退回余额。收到报价后请在 Steam 中核对饰品再接受。'
  },
  {
    key: 'cancel',
    question: '订单可以取消吗？',
    keywords: ['取消', '退款', '退钱'],
    answer: '未付款的订单可直接取消，15 分钟未付款自动超时。已付款但卖家尚未发送报价的订单可在订单详情中取消，款项退回余额。'
  },
  {
    key: 'protection',
    question: '卖出的钱为什么被冻结？',
    keywords: ['冻结', '保护期', '到账慢'],
    answer: 'CS2 饰品交易完成后，卖家所得资金冻结 7 天（交易保护期），期满自动释放至可用余额；DOTA2 饰品交易完成后即时到账。'
  },
  {
    key: 'fee',
    question: '出售饰品收多少手续费？',
    keywords: ['手续费', '费率', '服务费'],
    answer: '出售饰品的交易手续费为成交价的 2.5%（最低 0.01 元），从卖家所得中扣除；买家按成交价付款。'
  },
  {
    key: 'steam',
    question: 'Steam 账号检测不通过怎么办？',
    keywords: ['steam', '检测', '交易链接', '库存'],
    answer: '请确认 Steam 库存已设为公开、交易链接有效且账号没有交易限制，然后在「我的-账号检测」重新检测。检测通过后即可买卖饰品。'
  }
]

export const HUMAN_REPLY = '已收到您的问题，人工客服将在 10 分钟内回复您（服务时间 09:00-24:00），请留意本页消息。'

/** The automatic answer to a message: the first FAQ entry whose keyword it contains (case-insensitive), else null. */
export function faqAnswer (content: string): FaqEntry | null {
  const text = content.toLowerCase()
  return CONSULT_FAQ.find((entry) => entry.keywords.some((keyword) => text.includes(keyword.toLowerCase()))) ?? null
}
