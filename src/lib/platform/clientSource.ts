import type { Platform } from './types'

/**
 * spec 6: client source code sent as x-source — 3 iOS app, 2 other apps, 4 plain web.
 * The mini-program (its own build and our H5 inside its web view) is not shown by the
 * spec: we send 5, a value of our own so the API can tell it apart.
 */
export const CLIENT_SOURCE = { iosApp: 3, otherApp: 2, web: 4, miniProgram: 5 } as const

export function clientSource (platform: Pick<Platform, 'runtime' | 'isIOS'>): number {
  switch (platform.runtime) {
    case 'app': return platform.isIOS ? CLIENT_SOURCE.iosApp : CLIENT_SOURCE.otherApp
    case 'weapp':
    case 'miniProgramWebView': return CLIENT_SOURCE.miniProgram
    default: return CLIENT_SOURCE.web
  }
}
