import { createHash } from 'node:crypto'
import type { Api } from '../http/context'
import { idempotencyKey, idempotencyKeyOf, money, oneOf, parse, returnTo, str } from '../http/validate'
import { LIMITS } from '../domain/fees'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { closeIfExpired, createAlipayRecharge, settleAlipay } from '../model/alipay'
import { paymentByPayNo, paymentView, type PaymentRow } from '../model/payments'

const CASHIER = '/api/v1/open/dev/alipay-cashier'
const payNoField = () => str('支付单号', { max: 40, pattern: /^[A-Za-z0-9]+$/ })

/** Alipay recharge hand-off (server/README.md "Alipay"): create pending, the simulated cashier, its notification. */
export function alipayRoutes (api: Api): void {
  const { deps, scope } = api
  const { db } = deps

  api.write('/v1/pay/alipay/create', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { amount: money('充值金额', LIMITS.rechargeMin, LIMITS.rechargeMax), return_url: returnTo(), idempotency_key: idempotencyKey() })
    const row = createAlipayRecharge(deps, userId, q.amount, idempotencyKeyOf(call, q.idempotency_key))
    if (row.status !== 'pending') fail(Status.conflict, '该支付单已结束，请重新发起充值', paymentView(row))
    const cashier = `${CASHIER}?${new URLSearchParams({ pay_no: row.pay_no, return_to: q.return_url }).toString()}`
    return { ...paymentView(row), cashier_url: cashier }
  })

  if (!deps.dev) return

  // The simulated notification Alipay's server sends ours (dev only; the real one is signed by Alipay).
  api.write('/dev/alipay-notify', (call) => {
    const q = parse(call.params, { pay_no: payNoField(), result: oneOf('付款结果', ['paid', 'cancel'] as const), return_to: returnTo() })
    const row = settleAlipay(deps, q.pay_no, q.result === 'paid')
    // Alipay's synchronous return carries these; our page reads only out_trade_no and asks the server
    const back = new URLSearchParams({
      out_trade_no: row.pay_no,
      trade_no: `2026${row.created_at}${row.pay_no.slice(-6)}`,
      total_amount: formatCents(row.amount_cents + row.fee_cents),
      method: 'alipay.trade.wap.pay.return'
    })
    return { status: row.status, return_url: `${q.return_to}${q.return_to.includes('?') ? '&' : '?'}${back.toString()}` }
  })

  // The "Alipay cashier": shows the amount; 确认付款 / 取消 send the notification, then go back to return_to.
  scope.get('/v1/open/dev/alipay-cashier', async (request, reply) => {
    const q = parse(request.query as Record<string, unknown>, { pay_no: payNoField(), return_to: returnTo() })
    const found = paymentByPayNo(db, q.pay_no, 'alipay')
    const row = closeIfExpired(deps, found ?? fail(Status.notFound, '支付单不存在'))
    const page = cashierPage(row, q.return_to)
    // its own policy: only its one inline script (by hash) runs, and it talks to this origin only
    const scriptHash = createHash('sha256').update(page.script).digest('base64')
    const csp = `default-src 'none'; script-src 'sha256-${scriptHash}'; style-src 'unsafe-inline'; connect-src 'self'; ` +
      "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    return reply.type('text/html; charset=utf-8').header('content-security-policy', csp).send(page.html)
  })
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

function cashierPage (row: PaymentRow, returnTo: string): { html: string, script: string } {
  const total = formatCents(row.amount_cents + row.fee_cents)
  const open = row.status === 'pending'
  const script = cashierScript(row.pay_no, returnTo)
  const actions = open
    ? '<button class="pay" id="pay">确认付款</button><button class="cancel" id="cancel">取消付款</button>'
    : `<p class="note">该订单${row.status === 'success' ? '已支付' : '已关闭'}</p><button class="cancel" id="back">返回商户</button>`
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>支付宝收银台（模拟）</title><style>
body{margin:0;font:15px/1.5 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#333}
header{background:#1677ff;color:#fff;padding:14px 16px;font-size:17px}.card{background:#fff;margin:12px;padding:20px 16px;border-radius:8px;text-align:center}
.sum{font-size:34px;font-weight:600;margin:8px 0}.row{display:flex;justify-content:space-between;color:#666;font-size:13px;margin-top:8px}
button{display:block;width:calc(100% - 24px);margin:12px;height:46px;border:0;border-radius:8px;font-size:16px}
.pay{background:#1677ff;color:#fff}.cancel{background:#fff;color:#666}.note{color:#999;font-size:12px;text-align:center;margin:8px 16px}
</style></head><body><header>支付宝 · 收银台（本地模拟）</header>
<div class="card"><div>C5 余额充值</div><div class="sum">¥${total}</div>
<div class="row"><span>订单号</span><span>${row.pay_no}</span></div>
<div class="row"><span>充值金额</span><span>¥${formatCents(row.amount_cents)}</span></div>
<div class="row"><span>手续费</span><span>¥${formatCents(row.fee_cents)}</span></div></div>
${actions}
<p class="note">开发环境模拟页面，不会产生真实扣款</p>
<script>${script}</script></body></html>`
  return { html, script }
}

function cashierScript (payNo: string, returnTo: string): string {
  return `
var payNo=${json(payNo)},returnTo=${json(returnTo)};
function send(result){document.querySelectorAll('button').forEach(function(b){b.disabled=true});
fetch(${json('/api/v1/open/dev/alipay-notify')},{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},
body:new URLSearchParams({pay_no:payNo,result:result,return_to:returnTo}).toString()})
.then(function(r){return r.json()}).then(function(a){if(a.status!==200)throw new Error(a.message);location.replace(a.data.return_url)})
.catch(function(e){alert(e.message||'网络异常');document.querySelectorAll('button').forEach(function(b){b.disabled=false})})}
var p=document.getElementById('pay'),c=document.getElementById('cancel'),b=document.getElementById('back');
if(p)p.onclick=function(){send('paid')};if(c)c.onclick=function(){send('cancel')};
if(b)b.onclick=function(){location.replace(returnTo+(returnTo.indexOf('?')<0?'?':'&')+'out_trade_no='+encodeURIComponent(payNo))};
`
}
