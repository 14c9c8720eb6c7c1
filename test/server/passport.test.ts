import { DEMO, startApi, type TestApi } from './apiClient'
import type { LoginResult } from '../../types/api'

let api: TestApi
beforeEach(async () => { api = await startApi() })
afterEach(() => api.close())

const NEW_PHONE = '13712345678'

describe('passport: SMS codes', () => {
  it('sends a code with a 60 s per-phone cooldown', async () => {
    expect(await api.ok('/passport/sms-send', { phone: NEW_PHONE }, { method: 'POST' })).toEqual({ cooldown: 60 })
    const again = await api.call('/passport/sms-send', { phone: NEW_PHONE }, { method: 'POST' })
    expect(again.status).toBe(4029)
    expect(again.message).toMatch(/秒后再试/)
    expect((await api.call('/passport/sms-send', { phone: '13712345679' }, { method: 'POST' })).status).toBe(200)
    api.advance(60)
    expect((await api.call('/passport/sms-send', { phone: NEW_PHONE }, { method: 'POST' })).status).toBe(200)
  })

  it('caps codes at 10 a day per phone', async () => {
    for (let n = 0; n < 10; n++) {
      expect((await api.call('/passport/sms-send', { phone: NEW_PHONE })).status).toBe(200)
      api.advance(61)
    }
    const capped = await api.call('/passport/sms-send', { phone: NEW_PHONE })
    expect(capped).toMatchObject({ status: 4030, message: '今日验证码发送次数已达上限，请明天再试' })
    api.advance(86400)
    expect((await api.call('/passport/sms-send', { phone: NEW_PHONE })).status).toBe(200)
  })

  it('answers register and forgot codes alike for known and unknown phones, sending only what can be used', async () => {
    expect(await api.ok('/passport/sms-send', { phone: DEMO.phone, scene: 'register' })).toEqual({ cooldown: 60 })
    expect(await api.ok('/v1/user/my/frogetpwdcode', { phone: '13712340000' })).toEqual({ cooldown: 60 })
    // nothing went to the unknown phone, and a reset with a guessed code fails like a wrong code
    expect((await api.call('/dev/sms-code', { phone: '13712340000' })).status).toBe(4004)
    expect((await api.call('/v1/user/my/modifypwd', { phone: '13712340000', code: '123456', password: 'GoodPass123' })).status).toBe(4101)
    // the owner of a registered phone gets the code, and learns only after proving the phone
    const code = await api.smsCode(DEMO.phone)
    expect(await api.call('/passport/register', { phone: DEMO.phone, code, password: 'GoodPass123' })).toMatchObject({ status: 4103 })
  })
})

describe('passport: logins', () => {
  it('logs in with SMS, creating the account on first use', async () => {
    await api.ok('/passport/sms-send', { phone: NEW_PHONE })
    const wrong = await api.call(
      '/passport/login',
      { type: 'sms', phone: NEW_PHONE, code: '000000' === (await api.smsCode(NEW_PHONE)) ? '111111' : '000000' },
      { method: 'POST' }
    )
    expect(wrong).toMatchObject({ status: 4101, message: '验证码错误' })
    const code = await api.smsCode(NEW_PHONE)
    const result = await api.ok<LoginResult>('/passport/login', { type: 'sms', phone: NEW_PHONE, code }, { method: 'POST' })
    expect(result.user).toMatchObject({ phone: '137****5678', balance: '0.00', health_checked: false, has_pay_password: false })
    expect(result.access_token.split('.')).toHaveLength(3)
    // a code works once
    expect((await api.call('/passport/login', { type: 'sms', phone: NEW_PHONE, code }, { method: 'POST' })).status).toBe(4101)
  })

  it('expires codes after 5 minutes and locks after 5 wrong tries', async () => {
    await api.ok('/passport/sms-send', { phone: NEW_PHONE })
    const code = await api.smsCode(NEW_PHONE)
    api.advance(301)
    expect((await api.call('/passport/login', { phone: NEW_PHONE, code }, { method: 'POST' })).message).toBe('验证码已过期，请重新获取')
    await api.ok('/passport/sms-send', { phone: NEW_PHONE })
    const fresh = await api.smsCode(NEW_PHONE)
    const bad = fresh === '999999' ? '999998' : '999999'
    for (let n = 0; n < 5; n++) await api.call('/passport/login', { phone: NEW_PHONE, code: bad }, { method: 'POST' })
    expect((await api.call('/passport/login', { phone: NEW_PHONE, code: fresh }, { method: 'POST' })).message).toBe('验证码错误次数过多，请重新获取')
  })

  it('logs in with a password and refuses a wrong one', async () => {
    const result = await api.ok<LoginResult>('/passport/login', { type: 'password', phone: DEMO.phone, password: DEMO.password }, { method: 'POST' })
    expect(result.user).toMatchObject({ nickname: '演示用户', balance: '5000.00', has_pay_password: true, health_checked: true })
    expect((await api.call(
      '/passport/login',
      { phone: DEMO.phone, password: 'nope12345' },
      { method: 'POST' }
    ))).toMatchObject({ status: 4102, message: '手机号或密码错误' })
    expect((await api.call('/passport/login', { phone: NEW_PHONE, password: 'nope12345' }, { method: 'POST' })).status).toBe(4102)
  })

  it('locks password login for a phone after 5 wrong tries (15 minutes); SMS login still works', async () => {
    for (let n = 0; n < 5; n++) expect((await api.call(
      '/passport/login',
      { phone: DEMO.phone, password: 'wrong1234' },
      { method: 'POST' }
    )).message).toBe('手机号或密码错误')
    const locked = await api.call('/passport/login', { phone: DEMO.phone, password: DEMO.password }, { method: 'POST' })
    expect(locked).toMatchObject({ status: 4102, message: '密码错误次数过多，请 15 分钟后再试，或使用验证码登录' })
    await api.ok('/passport/sms-send', { phone: DEMO.phone })
    expect((await api.call('/passport/login', { phone: DEMO.phone, code: await api.smsCode(DEMO.phone) }, { method: 'POST' })).status).toBe(200)
    api.advance(15 * 60)
    expect((await api.call('/passport/login', { phone: DEMO.phone, password: DEMO.password }, { method: 'POST' })).status).toBe(200)
  })

  it('registers with code and a strong password', async () => {
    await api.ok('/passport/sms-send', { phone: NEW_PHONE, scene: 'register' })
    const code = await api.smsCode(NEW_PHONE)
    expect((await api.call('/passport/register', { phone: NEW_PHONE, code, password: 'short' }, { method: 'POST' })).message).toBe('密码需为 8-32 位，且包含字母和数字')
    const result = await api.ok<LoginResult>('/passport/register', { phone: NEW_PHONE, code, password: 'GoodPass123' }, { method: 'POST' })
    expect(result.user.phone).toBe('137****5678')
    expect((await api.call('/passport/login', { phone: NEW_PHONE, password: 'GoodPass123' }, { method: 'POST' })).status).toBe(200)
    // a used code is used: registering again needs a fresh one, then the phone is known
    expect((await api.call('/passport/register', { phone: NEW_PHONE, code, password: 'GoodPass123' }, { method: 'POST' })).status).toBe(4101)
  })

  it('logs in through the simulated Steam OpenID step and refuses a forged answer', async () => {
    const { url } = await api.ok<{ url: string }>(
      '/passport/steam-url',
      { return_to: 'http://localhost:10086/pages/user/login', steam_id: '76561198123456789' }
    )
    const provider = await api.raw({ method: 'GET', url })
    expect(provider.statusCode).toBe(302)
    const back = new URL(String(provider.headers.location))
    expect(back.pathname).toBe('/pages/user/login')
    const answer = Object.fromEntries(back.searchParams)
    const result = await api.ok<LoginResult>('/passport/steam', answer, { method: 'POST' })
    expect(result.user.steam_id).toBe('76561198123456789')
    // an answer is used once (test/server/loginHandBacks.test.ts): the second login comes with a new one
    const fresh = Object.fromEntries(new URL(String((await api.raw({ method: 'GET', url })).headers.location)).searchParams)
    const again = await api.ok<LoginResult>('/v1/steam/login', fresh, { method: 'POST' })
    expect(again.user.user_id).toBe(result.user.user_id)
    expect((await api.call('/passport/steam-url', { return_to: 'https://evil.example/steal' })).message).toBe('回跳地址格式不正确')
    expect((await api.call('/passport/steam-url', { return_to: '//evil.example/steal' })).status).toBe(4000)
    const forged = await api.call(
      '/passport/steam',
      { ...answer, 'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561198000000009' },
      { method: 'POST' }
    )
    expect(forged.status).toBe(4003)
  })

  it('logs in from the mini-program with a wx.login code, the same user each time', async () => {
    const first = await api.ok<LoginResult>('/api/v1/user/v3/mix/login', { code: 'wxcode-abc' }, { method: 'POST' })
    const second = await api.ok<LoginResult>('/api/v1/user/v3/mix/login', { code: 'wxcode-abc' }, { method: 'POST' })
    expect(second.user.user_id).toBe(first.user.user_id)
    expect(first.user.phone).toBeNull()
  })

  it('resets a forgotten password and revokes old sessions', async () => {
    const old = await api.login()
    await api.ok('/v1/user/my/frogetpwdcode', { phone: DEMO.phone })
    const code = await api.smsCode(DEMO.phone)
    await api.ok('/v1/user/my/modifypwd', { phone: DEMO.phone, code, password: 'NewPass999' }, { method: 'POST' })
    expect((await api.call('/v1/user/my', {}, { token: old })).status).toBe(401)
    expect((await api.call('/passport/login', { phone: DEMO.phone, password: 'NewPass999' }, { method: 'POST' })).status).toBe(200)
  })

  it('lists login types and passes the web human check', async () => {
    expect((await api.ok('/v1/loginType')).types).toContain('sms')
    expect(await api.ok('/v1/human/web')).toEqual({ passed: true })
  })
})

describe('production mode', () => {
  it('has no dev routes, no simulated Steam or mini-program login', async () => {
    const prod = await startApi({ dev: false })
    try {
      expect((await prod.raw({ method: 'GET', url: '/api/v1/open/dev/sms-code?phone=13800138000' })).statusCode).toBe(404)
      expect((await prod.raw({ method: 'POST', url: '/api/v1/open/dev/reset' })).statusCode).toBe(404)
      expect((await prod.raw({ method: 'GET', url: '/api/v1/open/dev/steam-openid?return_to=%2Fpages%2Fuser%2Flogin' })).statusCode).toBe(404)
      expect((await prod.call('/passport/steam-url', { return_to: '/x' })).status).toBe(4500)
      expect((await prod.call('/api/v1/user/v3/mix/login', { code: 'abc' })).status).toBe(4500)
      // no SMS gateway and no human check are configured: refused, nothing counted
      expect(await prod.call('/passport/sms-send', { phone: NEW_PHONE })).toMatchObject({ status: 4500, message: '短信未配置' })
      expect(await prod.call('/v1/human/web')).toMatchObject({ status: 4500, message: '人机验证未配置' })
    } finally {
      await prod.close()
    }
  })
})
