import { compareWire, formatWireYuan } from '@/lib/moneyText'
import { requestSettings } from '@/lib/request'

/** Masks the middle of a phone number: 138****8000. */
export const maskPhone = (phone: string): string => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')

/** Signed yuan with two decimals: +100.00 / -12.30 / 0.00. On the digits (lib/moneyText): the mine tab imports this
 * file, and decimal.js in it put 32 KB into the mini-program's main package. */
export function signedYuan (amount: string): string {
  return (compareWire(amount, '0') > 0 ? '+' : '') + formatWireYuan(amount)
}

/** An image path from the API ("/api/v1/open/img/…") made absolute where the app is not served by the API (the mini-program). */
export function assetUrl (path: string): string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return path
  try {
    return requestSettings().baseUrl + path
  } catch {
    // before start-up has set the API base: the path as it is
    return path
  }
}
