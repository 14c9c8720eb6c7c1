import { createPlatform, type Platform } from '../platform'

/** spec 9: default request time-out of the cross-platform helper. */
export const REQUEST_TIMEOUT_MS = 60000

export interface RequestSettings {
  /** DESIGN 3: configuration, '' = same origin (the local API in development) */
  baseUrl: string
  platform: Platform
  timeoutMs: number
  /** spec 6: where client id 8 logs in */
  partnerLoginUrl: string
}

let settings: RequestSettings | null = null

const buildConstant = (read: () => string): string => {
  try {
    return read()
  } catch {
    return '' // constant not defined in this build
  }
}

/** Start-up (or a test) sets the platform and, if needed, another base URL. */
export function configureRequest (changes: Partial<RequestSettings>): RequestSettings {
  settings = { ...requestSettings(), ...changes }
  return settings
}

export function requestSettings (): RequestSettings {
  if (!settings) {
    settings = {
      baseUrl: buildConstant(() => API_BASE_URL),
      platform: createPlatform(),
      timeoutMs: REQUEST_TIMEOUT_MS,
      partnerLoginUrl: buildConstant(() => PARTNER_LOGIN_URL)
    }
  }
  return settings
}
