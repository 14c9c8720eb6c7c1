import type { Page, UserInfo } from '../../types/api'
import { request } from '../lib/request'
import type { UserMessage } from './types'
import { ensure, hasList } from './shape'

const MY = '/v1/user/my'
const MESSAGES = '/v1/user/my/message'

export function myInfo (): Promise<UserInfo> {
  return request<unknown>(MY)
    .then((data) => ensure<UserInfo>(data, (v) => typeof v.user_id === 'number', MY, 'user info'))
}

export function messages (page: number, pageSize = 20): Promise<Page<UserMessage>> {
  return request<unknown>(MESSAGES, { data: { page, page_size: pageSize } })
    .then((data) => ensure<Page<UserMessage>>(data, hasList, MESSAGES, 'message page'))
}
