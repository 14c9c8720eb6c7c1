import type { Article } from '../../../types/api'

/**
 * Agreements the local API does not serve yet (it has only `user` and `privacy`): the
 * client carries their text and version until /v1/article/agreement knows these kinds.
 */
const TEXTS: Record<'transaction' | 'steam', { title: string, content: string }> = {
  transaction: {
    title: '交易规则',
    content: '<h3>一、交易流程</h3><p>买家下单并支付后，卖家需在规定时间内通过 Steam 发送交易报价；买家接受报价后订单完成。</p>' +
      '<h3>二、超时与取消</h3><p>下单后 15 分钟内未支付的订单将自动取消，饰品重新上架。卖家未按时发货的订单将自动退款。</p>' +
      '<h3>三、手续费</h3><p>每笔成交向卖家收取成交价 2.5% 的手续费（最低 0.01 元），买家按标价支付。</p>' +
      '<h3>四、资金安全</h3><p>交易款项在买家确认收货前由平台冻结保管，完成后结算给卖家。</p>'
  },
  steam: {
    title: 'Steam 相关协议',
    content: '<h3>一、账号绑定</h3><p>您通过 Steam OpenID 授权绑定 Steam 账号，平台仅获取 Steam ID，不获取 Steam 密码。</p>' +
      '<h3>二、交易报价</h3><p>饰品交付通过 Steam 交易报价完成，请确保库存公开、交易链接有效并开启 Steam 令牌。</p>' +
      '<h3>三、风险提示</h3><p>Steam 的交易暂挂、封禁等限制由 Valve 决定，平台将尽力协助但不对其结果负责。</p>'
  }
}

export const LOCAL_AGREEMENT_VERSION = '2026.1'

export function localAgreement (kind: 'transaction' | 'steam'): Article {
  const text = TEXTS[kind]
  return {
    article_id: 0,
    slug: kind,
    kind: 'agreement',
    title: text.title,
    content: text.content,
    version: LOCAL_AGREEMENT_VERSION,
    updated_at: Date.UTC(2026, 0, 1) / 1000
  }
}
