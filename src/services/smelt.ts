import type { SmeltInfo } from '../../types/api'
import { SmeltInfoSchema } from '../contract/smelt'
import { request } from '../lib/request'
import { answer } from './shape'

const SMELT_INFO = '/v1/smelt/info'

export function smeltInfo (): Promise<SmeltInfo> {
  return request<unknown>(SMELT_INFO).then(answer(SmeltInfoSchema, SMELT_INFO))
}
