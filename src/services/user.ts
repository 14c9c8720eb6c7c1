import type { Message, Page, UserInfo } from '../../types/api'
import { MessagePageSchema, UserInfoSchema } from '../contract/user'
import { request } from '../lib/request'
import { answer } from './shape'

const MY = '/v1/user/my'
const MESSAGES = '/v1/user/message/list'

export function myInfo (): Promise<UserInfo> {
  return request<unknown>(MY).then(answer(UserInfoSchema, MY))
}

export function messages (page: number, pageSize = 20): Promise<Page<Message>> {
  return request<unknown>(MESSAGES, { data: { page, page_size: pageSize } }).then(answer(MessagePageSchema, MESSAGES))
}
