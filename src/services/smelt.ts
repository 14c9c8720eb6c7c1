import { request } from '../lib/request'
import type { SmeltInfo } from './types'
import { ensure } from './shape'

const SMELT_INFO = '/v1/smelt/info'

export function smeltInfo (): Promise<SmeltInfo> {
  return request<unknown>(SMELT_INFO).then((data) => ensure<SmeltInfo>(data, () => true, SMELT_INFO, 'smelt info'))
}
