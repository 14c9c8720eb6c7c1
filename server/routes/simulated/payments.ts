import { createHash } from 'node:crypto'
import type { Api } from '../../http/context'
import { optional, parse, returnTo, str } from '../../http/validate'
import { formatCents } from '../../domain/money'
import { fail, Status } from '../../domain/status'
import { closeIfExpired, settleAlipay } from '../../model/alipay'
import { paymentByPayNo, type PaymentRow } from '../../model/payments'
import { SimulatedPayments, type SignedNotice } from '../../providers/payments/simulated'

const payNoField = () => str('支付单号', { max: 40, pattern: /^[A-Za-z0-9]+$/ })

/**
 * The simulated Alipay (模拟支付宝), mounted while the payments provider is simulated: its cashier page, reached only
 * through the ticket in the address the payer was handed, and the signed notification it sends when the payer acts.
 */
export function simulatedPaymentRoutes (api: Api): void {
  const { deps, scope } = api
  const payments = deps.providers.payments
  if (!(payments instanceof SimulatedPayments)) return

  // Alipay's notification to our server; the cashier page posts it and follows the synchronous return it answers.
  api.write('/dev/alipay-notify', (call) => {
    const q = parse(call.params, { return_to: returnTo() })
    const row = settleAlipay(deps, call.params)
    // Alipay's synchronous return carries these; our page reads only out_trade_no and asks the server
    const back = new URLSearchParams({
      out_trade_no: row.pay_no,
      trade_no: `2026${row.created_at}${row.pay_no.slice(-6)}`,
      total_amount: formatCents(row.amount_cents + row.fee_cents),
      method: 'alipay.trade.wap.pay.return'
    })
    return { status: row.status, return_url: `${q.return_to}${q.return_to.includes('?') ? '&' : '?'}${back.toString()}` }
  })

  // The "Alipay cashier": shows the amount; 确认付款 / 取消 send the signed notification, then go back to return_to.
  scope.get('/v1/open/dev/alipay-cashier', async (request, reply) => {
    const q = parse(request.query as Record<string, unknown>, {
      pay_no: payNoField(),
      return_to: returnTo(),
      ticket: optional(str('收银台凭证', { max: 64 }), '')
    })
    const found = paymentByPayNo(deps.db, q.pay_no, 'alipay') ?? fail(Status.notFound, '支付单不存在')
    if (!payments.ticketValid(found.pay_no, q.ticket)) fail(Status.badSign, '收银台凭证无效，请从充值页重新发起')
    const row = closeIfExpired(deps, found)
    const total = row.amount_cents + row.fee_cents
    const page = cashierPage(row, q.return_to, { paid: payments.notice(row.pay_no, total, true), cancel: payments.notice(row.pay_no, total, false) })
    // its own policy: only its one inline script (by hash) runs, and it talks to this origin only
    const scriptHash = createHash('sha256').update(page.script).digest('base64')
    const csp = `default-src 'none'; script-src 'sha256-${scriptHash}'; style-src 'unsafe-inline'; connect-src 'self'; ` +
      "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    return reply.type('text/html; charset=utf-8').header('content-security-policy', csp).send(page.html)
  })
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

interface Notices { paid: SignedNotice, cancel: SignedNotice }

function cashierPage (row: PaymentRow, returnTo: string, notices: Notices): { html: string, script: string } {
  const total = formatCents(row.amount_cents + row.fee_cents)
  const open = row.status === 'pending'
  const script = cashierScript(row.pay_no, returnTo, notices)
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

/** The page's one script: 确认付款 / 取消付款 post the signed notification for that outcome. */
function cashierScript (payNo: string, returnTo: string, notices: Notices): string {
  return `
var payNo=${json(payNo)},returnTo=${json(returnTo)},notices=${json(notices)};
function send(result){document.querySelectorAll('button').forEach(function(b){b.disabled=true});
var body=new URLSearchParams(notices[result]);body.set('return_to',returnTo);
fetch(${json('/api/v1/open/dev/alipay-notify')},{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:body.toString()})
.then(function(r){return r.json()}).then(function(a){if(a.status!==200)throw new Error(a.message);location.replace(a.data.return_url)})
.catch(function(e){alert(e.message||'网络异常');document.querySelectorAll('button').forEach(function(b){b.disabled=false})})}
var p=document.getElementById('pay'),c=document.getElementById('cancel'),b=document.getElementById('back');
if(p)p.onclick=function(){send('paid')};if(c)c.onclick=function(){send('cancel')};
if(b)b.onclick=function(){location.replace(returnTo+(returnTo.indexOf('?')<0?'?':'&')+'out_trade_no='+encodeURIComponent(payNo))};
`
}
