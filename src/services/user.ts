import type { Message, Page, UserInfo } from '../../types/api'
import { request } from '../lib/request'
import { ensure, hasList } from './shape'

const MY = '/v1/user/my'
const MESSAGES = '/v1/user/message/list'

export function myInfo (): Promise<UserInfo> {
  return request<unknown>(MY)
    .then((data) => ensure<UserInfo>(data, (v) => typeof v.user_id === 'number', MY, 'user info'))
}

export function messages (page: number, pageSize = 20): Promise<Page<Message>> {
  return request<unknown>(MESSAGES, { data: { page, page_size: pageSize } })
    .then((data) => ensure<Page<Message>>(data, hasList, MESSAGES, 'message page'))
}
