/** WeChat trade notices and the binding code (server/README.md "WeChat notice"). */
import { array, boolean, nullable, object, string } from 'valibot'
import { TimeSchema } from './common'

export const WxBindCodeSchema = object({ code: string(), expires_at: TimeSchema })
export const WxNoticeStatusSchema = object({
  templates: array(object({ key: string(), tmpl_id: string(), title: string(), desc: string(), subscribed: boolean() })),
  bound: boolean(),
  bound_at: nullable(TimeSchema),
  /** the live binding code, null when none */
  code: nullable(WxBindCodeSchema)
})
