import Taro from '@tarojs/taro'
import { readToken, saveToken, clearToken, adoptStartUpToken } from '@/lib/token'
import { deviceId } from '@/lib/deviceId'
import { storeMarketingQuery, clientId } from '@/lib/marketing'
import { readCookie, cookieAssignment, cookieRemoval } from '@/lib/cookies'
import { fakePlatform } from './support/fakePlatform'

beforeEach(() => localStorage.clear())

describe('token lookup (spec 6)', () => {
  it('reads local storage first, then the app cookie, then the H5 cookie', () => {
    const p = fakePlatform()
    expect(readToken(p)).toBe('')
    p.setCookie('H5_C5_AccessToken', 'h5', 7)
    expect(readToken(p)).toBe('h5')
    p.setCookie('C5AccessToken', 'app', 7)
    expect(readToken(p)).toBe('app')
    Taro.setStorageSync('C5AccessToken', 'stored-c5')
    expect(readToken(p)).toBe('stored-c5')
    Taro.setStorageSync('token', 'stored')
    expect(readToken(p)).toBe('stored')
  })

  it('saves a login token to storage and a 7-day H5 cookie', () => {
    const p = fakePlatform()
    saveToken(p, 'new')
    expect(Taro.getStorageSync('token')).toBe('new')
    expect(p.cookies.get('H5_C5_AccessToken')).toEqual({ value: 'new', days: 7 })
    expect(readToken(p)).toBe('new')
  })

  it('clears every copy on 401', () => {
    const p = fakePlatform()
    saveToken(p, 'new')
    p.setCookie('C5AccessToken', 'app', 7)
    clearToken(p)
    expect(readToken(p)).toBe('')
  })

  it('moves the access-token cookie into storage at start-up and clears it', () => {
    const p = fakePlatform()
    expect(adoptStartUpToken(p)).toBe(false)
    p.setCookie('access-token', 'handed', 1)
    expect(adoptStartUpToken(p)).toBe(true)
    expect(Taro.getStorageSync('token')).toBe('handed')
    expect(p.getCookie('access-token')).toBeNull()
  })
})

describe('device id (DESIGN 3)', () => {
  it('is made once and kept as C5DeviceId', () => {
    const first = deviceId()
    expect(first).toMatch(/^[0-9a-f-]{10,}$/)
    expect(Taro.getStorageSync('C5DeviceId')).toBe(first)
    expect(deviceId()).toBe(first)
    localStorage.clear()
    expect(deviceId()).not.toBe(first)
  })
})

describe('marketing values (spec 2, 3)', () => {
  it('stores the start-up query values and the referrer', () => {
    storeMarketingQuery({ client_id: '8', sem_channel: 'baidu', sem_keyword: '饰品', bd_vid: 'b1', click_ext: 'e', qhclickid: 'q1', other: 'x' },
      'https://www.so.com/')
    expect(Taro.getStorageSync('sem_channel')).toBe('baidu')
    expect(Taro.getStorageSync('sem_keyword')).toBe('饰品')
    expect(Taro.getStorageSync('bd_vid')).toBe('b1')
    expect(Taro.getStorageSync('click_ext')).toBe('e')
    expect(Taro.getStorageSync('qhclickid')).toBe('q1')
    expect(Taro.getStorageSync('referrer_url')).toBe('https://www.so.com/')
    expect(Taro.getStorageSync('other')).toBe('')
    expect(clientId()).toBe('8')
  })

  it('keeps earlier values when a later visit lacks them', () => {
    storeMarketingQuery({ sem_channel: 'baidu' }, '')
    storeMarketingQuery({ sem_channel: '' }, '')
    expect(Taro.getStorageSync('sem_channel')).toBe('baidu')
  })
})

describe('cookies (DESIGN 7: path /)', () => {
  it('reads one cookie by exact name and decodes it', () => {
    expect(readCookie('a=1; H5_C5_AccessToken=x%3Dy; C5AccessToken=z', 'H5_C5_AccessToken')).toBe('x=y')
    expect(readCookie('xC5AccessToken=1', 'C5AccessToken')).toBeNull()
    expect(readCookie('', 'a')).toBeNull()
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A')
  })

  it('writes with expiry and path /', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(cookieAssignment('t', 'a b', 7, now)).toBe(`t=a%20b; expires=${new Date(now + 7 * 864e5).toUTCString()}; path=/`)
    expect(cookieRemoval('t')).toMatch(/^t=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=\/$/)
  })

  it('round-trips through document.cookie', () => {
    document.cookie = cookieAssignment('probe', 'v1', 1)
    expect(readCookie(document.cookie, 'probe')).toBe('v1')
    document.cookie = cookieRemoval('probe')
    expect(readCookie(document.cookie, 'probe')).toBeNull()
  })
})
