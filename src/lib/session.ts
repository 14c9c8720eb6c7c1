import { requestSettings } from './request'
import { readToken } from './token'

/** Whether this runtime keeps a login token (read where it is kept: storage or cookie). */
export function hasToken (): boolean {
  return readToken(requestSettings().platform) !== ''
}
