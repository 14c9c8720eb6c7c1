import { clientSource, type Platform } from '../platform'
import { signRequest } from '../sign'
import { deviceId } from '../deviceId'
import { MARKETING } from '../marketing'
import { readStored } from '../storage'
import { STORAGE } from '../storageKeys'

/** spec 9 */
export const DEFAULT_APP_VERSION_CODE = '401000'
export const ACCEPT_LANGUAGE = 'zh-CN'

/**
 * The app version code: what was stored as C5AppVersion, else the native app's
 * `C5App/<version>` read as a code, else the default 401000 (spec 9).
 */
export function appVersionCode (platform?: Pick<Platform, 'appVersion'>): string {
  return readStored(STORAGE.appVersion) || versionCodeOf(platform?.appVersion ?? null) || DEFAULT_APP_VERSION_CODE
}

/** "4.10.2" → "410002" (major·100000 + minor·1000 + patch, the layout of 401000 = 4.1.0); null when unreadable. */
export function versionCodeOf (version: string | null): string | null {
  const match = version ? /^(\d{1,3})\.(\d{1,2})(?:\.(\d{1,3}))?/.exec(version) : null
  if (!match) return null
  return String(Number(match[1]) * 100000 + Number(match[2]) * 1000 + Number(match[3] ?? 0))
}

/** spec 7: the version-code query parameter is named by runtime. */
export function versionCodeParam (platform: Pick<Platform, 'runtime' | 'isIOS'>): string {
  if (platform.runtime !== 'app') return 'version-code'
  return platform.isIOS ? 'ios_version_code' : 'android_version_code'
}

/** x-ua: which of our clients is calling, e.g. "c5-mobile/h5/ios/4.10.0". */
export function clientUa (platform: Platform): string {
  return ['c5-mobile', platform.runtime, platform.isIOS ? 'ios' : 'other', platform.appVersion ?? ''].join('/')
}

export interface HeaderInput {
  method: string
  /** full request pathname, e.g. /api/v1/open/v3/store/item/list */
  path: string
  token: string
  now: number
  platform: Platform
}

// DESIGN 3: the twelve request headers and their sources
export function requestHeaders ({ method, path, token, now, platform }: HeaderInput): Record<string, string> {
  const timestamp = String(now)
  const headers: Record<string, string> = {
    'x-access-token': token,
    'x-device-id': deviceId(),
    'x-start-req-time': timestamp,
    'x-source': String(clientSource(platform)),
    'accept-language': ACCEPT_LANGUAGE,
    'x-app-version-code': appVersionCode(platform),
    'x-ua': clientUa(platform),
    'x-sign': signRequest(method, path, timestamp, token),
    'x-app-channel': readStored(STORAGE.channel),
    'x-sem-channel': readStored(MARKETING.searchEngineSource),
    'x-referral-url': readStored(MARKETING.referrerUrl)
  }
  if (platform.userAgentHeader) headers['user-agent'] = platform.userAgentHeader
  for (const key of Object.keys(headers)) headers[key] = latin1Safe(headers[key])
  return headers
}

/** Header values must be ISO-8859-1 (fetch throws otherwise): percent-encode anything wider. */
function latin1Safe (value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters cannot travel in a header
  return /^[\u0020-\u007e]*$/.test(value) ? value : encodeURI(value.replace(/[\u0000-\u001f\u007f]/g, ''))
}
