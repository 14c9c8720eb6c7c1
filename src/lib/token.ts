import type { Platform } from './platform/types'
import { COOKIE, H5_TOKEN_COOKIE_DAYS, STORAGE } from './storageKeys'
import { readStored, removeStored, writeStored } from './storage'

type CookieJar = Pick<Platform, 'getCookie' | 'setCookie' | 'removeCookie'>

// spec 6: local storage, else the app cookie, else the H5 cookie
export function readToken (cookies: CookieJar): string {
  return readStored(STORAGE.token) ||
    readStored(STORAGE.accessToken) ||
    cookies.getCookie(COOKIE.appToken) ||
    cookies.getCookie(COOKIE.h5Token) ||
    ''
}

/** spec 4: the login calls save the returned access-token (storage + the 7-day H5 cookie). */
export function saveToken (cookies: CookieJar, token: string): void {
  if (!token) return
  writeStored(STORAGE.token, token)
  writeStored(STORAGE.accessToken, token)
  cookies.setCookie(COOKIE.h5Token, token, H5_TOKEN_COOKIE_DAYS)
}

/** spec 4: on 401 the stored token is cleared, wherever it was kept. */
export function clearToken (cookies: CookieJar): void {
  removeStored(STORAGE.token)
  removeStored(STORAGE.accessToken)
  cookies.removeCookie(COOKIE.h5Token)
  cookies.removeCookie(COOKIE.appToken)
}

/** spec 4: start-up moves the access-token cookie into storage and clears the cookie. */
export function adoptStartUpToken (cookies: CookieJar): boolean {
  const handed = cookies.getCookie(COOKIE.startUpToken)
  if (!handed) return false
  saveToken(cookies, handed)
  cookies.removeCookie(COOKIE.startUpToken)
  return true
}
