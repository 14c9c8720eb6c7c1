import type { Platform } from '@/lib/platform'

/** A hand-built Platform with an in-memory cookie jar and recorded hand-offs. */
export interface FakePlatform extends Platform {
  cookies: Map<string, { value: string, days: number }>
  calls: { appLogin: string[], miniProgramLogin: string[], openExternal: string[] }
  page: { path: string, query: Record<string, string> }
}

export function fakePlatform (overrides: Partial<Platform> & { bridge?: boolean } = {}): FakePlatform {
  const cookies = new Map<string, { value: string, days: number }>()
  const calls = { appLogin: [] as string[], miniProgramLogin: [] as string[], openExternal: [] as string[] }
  const { bridge = true, ...rest } = overrides
  const platform: FakePlatform = {
    runtime: 'h5',
    isIOS: false,
    appVersion: null,
    userAgentHeader: null,
    referrer: '',
    cookies,
    calls,
    page: { path: 'pages/market/home/index', query: {} },
    launchQuery: () => ({}),
    currentPage: () => platform.page,
    getCookie: (name) => cookies.get(name)?.value ?? null,
    setCookie: (name, value, days) => { cookies.set(name, { value, days }) },
    removeCookie: (name) => { cookies.delete(name) },
    appLogin: (url) => { calls.appLogin.push(url); return bridge },
    miniProgramLogin: (url) => { calls.miniProgramLogin.push(url) },
    openExternal: (url) => { calls.openExternal.push(url) },
    absoluteUrl: (path) => `https://m.example.com${path}`,
    ...rest
  }
  return platform
}
