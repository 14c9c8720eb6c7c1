import type { Api } from '../../http/context'
import { parse, phone } from '../../http/validate'
import { fail, Status } from '../../domain/status'
import { SimulatedSms } from '../../providers/sms/simulated'

/** Reads the simulated gateway's last code for a phone (模拟短信), mounted while the sms provider is simulated. */
export function simulatedSmsRoutes (api: Api): void {
  const { deps } = api
  const sms = deps.providers.sms
  if (!(sms instanceof SimulatedSms)) return

  api.route('/dev/sms-code', (call) => {
    const q = parse(call.params, { phone: phone() })
    return sms.lastCode(q.phone) ?? fail(Status.notFound, '该手机号没有验证码')
  })
}
