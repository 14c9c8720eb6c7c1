import type { WxBindCode, WxNoticeStatus } from '../../types/api'
import { WxBindCodeSchema, WxNoticeStatusSchema } from '../contract/wxNotice'
import { request } from '../lib/request'
import { answer } from './shape'

/** WeChat trade notices and the binding code (server/README.md "WeChat notice"). */

const STATUS = '/v1/wx-notice/status'
export function wxNoticeStatus (): Promise<WxNoticeStatus> {
  return request<unknown>(STATUS, { toast: false }).then(answer(WxNoticeStatusSchema, STATUS))
}
const SUBSCRIBE = '/v1/wx-notice/subscribe'
export function subscribeNotices (keys: string[]): Promise<WxNoticeStatus> {
  return request<unknown>(SUBSCRIBE, { method: 'POST', data: { templates: keys.join(',') } }).then(answer(WxNoticeStatusSchema, SUBSCRIBE))
}
const BIND_CODE = '/v1/wx-notice/bind-code'
/** The live code again, or a new one (one live code per user); the page shows a refusal itself. */
export function wxBindCode (): Promise<WxBindCode> {
  return request<unknown>(BIND_CODE, { method: 'POST', toast: false }).then(answer(WxBindCodeSchema, BIND_CODE))
}
