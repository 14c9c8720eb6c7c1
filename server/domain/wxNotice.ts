/** WeChat trade notices (server/README.md "WeChat notice"): the templates a user may subscribe to and the binding code's rules. */

// tmpl_id: the mini-program's subscribe-message template ids (set in the WeChat admin; these are the demo's)
export const WX_TEMPLATES = [
  { key: 'order_paid', tmpl_id: 'C5tmplOrderPaid0001', title: '订单支付成功', desc: '买到饰品、付款成功时通知你' },
  { key: 'offer_sent', tmpl_id: 'C5tmplOfferSent0002', title: '卖家已发送报价', desc: '请在 Steam 中及时接受报价' },
  { key: 'item_sold', tmpl_id: 'C5tmplItemSold00003', title: '饰品出售成功', desc: '你的在售饰品被买走时通知你' },
  { key: 'withdraw_done', tmpl_id: 'C5tmplWithdraw00004', title: '提现到账', desc: '提现成功到账时通知你' }
] as const
export const WX_TEMPLATE_KEYS = WX_TEMPLATES.map((t) => t.key)

/** A binding code lives 10 minutes and is used once. */
export const BIND_CODE_SECONDS = 600
