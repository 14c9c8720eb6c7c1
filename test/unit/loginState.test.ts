import Taro from '@tarojs/taro'
import { beginLogin, consumeLoginState, LOGIN_STATE_TTL_MS, loginStateRefusalText } from '@/lib/loginState'

const T0 = 1_800_000_000_000

beforeEach(() => localStorage.clear())

describe('login state (issue 9 item 6)', () => {
  it('makes a fresh random 128-bit state each time', () => {
    const states = new Set(Array.from({ length: 20 }, () => beginLogin('auth', '/pages/user/index', T0)))
    expect(states.size).toBe(20)
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{32}$/)
  })

  it('accepts its own state once and hands back the stored target', () => {
    const state = beginLogin('auth', '/pages/order/detail/index?id=A1', T0)
    expect(consumeLoginState(state, 'auth', T0 + 1000)).toEqual({ ok: true, target: '/pages/order/detail/index?id=A1' })
    expect(consumeLoginState(state, 'auth', T0 + 2000)).toEqual({ ok: false, reason: 'used' })
  })

  it('refuses a missing, unknown or malformed state', () => {
    beginLogin('auth', '/pages/user/index', T0)
    expect(consumeLoginState(undefined, 'auth', T0)).toEqual({ ok: false, reason: 'missing' })
    expect(consumeLoginState('', 'auth', T0)).toEqual({ ok: false, reason: 'missing' })
    expect(consumeLoginState('0'.repeat(32), 'auth', T0)).toEqual({ ok: false, reason: 'unknown' })
    expect(consumeLoginState('__proto__', 'auth', T0)).toEqual({ ok: false, reason: 'unknown' })
  })

  it('refuses a state made for the other landing and leaves it usable there', () => {
    const state = beginLogin('catLogin', '/pages/user/index', T0)
    expect(consumeLoginState(state, 'auth', T0)).toEqual({ ok: false, reason: 'unknown' })
    expect(consumeLoginState(state, 'catLogin', T0)).toEqual({ ok: true, target: '/pages/user/index' })
  })

  it('refuses an expired state (and forgets it)', () => {
    const state = beginLogin('auth', '/pages/user/index', T0)
    expect(consumeLoginState(state, 'auth', T0 + LOGIN_STATE_TTL_MS)).toEqual({ ok: false, reason: 'expired' })
    expect(consumeLoginState(state, 'auth', T0 + LOGIN_STATE_TTL_MS + 1)).toEqual({ ok: false, reason: 'unknown' })
  })

  it('accepts a state just before it expires', () => {
    const state = beginLogin('auth', '/pages/user/index', T0)
    expect(consumeLoginState(state, 'auth', T0 + LOGIN_STATE_TTL_MS - 1).ok).toBe(true)
  })

  it('keeps several pending logins (two tabs) and drops the expired ones when a new one starts', () => {
    const first = beginLogin('auth', '/pages/a', T0)
    const second = beginLogin('catLogin', '/pages/b', T0 + 1000)
    expect(consumeLoginState(second, 'catLogin', T0 + 2000)).toEqual({ ok: true, target: '/pages/b' })
    expect(consumeLoginState(first, 'auth', T0 + 3000)).toEqual({ ok: true, target: '/pages/a' })
    beginLogin('auth', '/pages/c', T0 + LOGIN_STATE_TTL_MS + 5000)
    expect(Object.keys(JSON.parse(Taro.getStorageSync('C5LoginState') as string))).toHaveLength(1)
  })

  it('survives a corrupt stored value', () => {
    Taro.setStorageSync('C5LoginState', '{not json')
    expect(consumeLoginState('0'.repeat(32), 'auth', T0)).toEqual({ ok: false, reason: 'unknown' })
    const state = beginLogin('auth', '/pages/user/index', T0)
    expect(consumeLoginState(state, 'auth', T0).ok).toBe(true)
  })

  it('explains every refusal in Chinese', () => {
    expect(loginStateRefusalText('missing')).toMatch(/缺少校验信息/)
    expect(loginStateRefusalText('unknown')).toMatch(/不是从本页面发起/)
    expect(loginStateRefusalText('expired')).toMatch(/已超时/)
    expect(loginStateRefusalText('used')).toMatch(/已使用/)
  })
})
