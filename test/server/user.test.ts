import { DEMO, startApi, type TestApi } from './apiClient'
import type { LoginResult, UserInfo } from '../../types/api'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

const post = (path: string, params: Record<string, unknown> = {}) => api.call(path, params, { token, method: 'POST' })
const S = '/v1/user/setting'

async function newUser (phone = '13612345678'): Promise<string> {
  await api.ok('/passport/sms-send', { phone })
  const code = await api.smsCode(phone)
  return (await api.ok<LoginResult>('/passport/login', { phone, code }, { method: 'POST' })).access_token
}

describe('user/my', () => {
  it('returns the user info, the account and the h5 variant', async () => {
    const info = await api.ok<UserInfo>('/v1/user/my', {}, { token })
    expect(info).toMatchObject({ phone: '138****8000', balance: '5000.00', frozen: '0.00', pay_password_enabled: true })
    expect(await api.ok('/v1/user/my/h5', {}, { token })).toEqual(info)
    expect(await api.ok('/v1/user/my/account', {}, { token })).toEqual({
      balance: '5000.00',
      frozen: '0.00',
      total: '5000.00',
      coupon_count: 1,
      unread_messages: 25,
      order_counts: { unpaid: 0, to_deliver: 0, to_receive: 0 },
      is_anchor: false
    })
  })

  it('records agreement to the current version only', async () => {
    const versions = await api.ok('/v1/user/agreement/version', {}, { token })
    expect(versions).toContainEqual({ kind: 'user', version: '2026.1', agreed_version: null })
    expect((await post('/v1/user/my/agree-agreement', { kind: 'user', version: '2025.9' })).status).toBe(4009)
    expect((await post('/v1/user/my/agree-agreement', { kind: 'user', version: '2026.1' })).status).toBe(200)
    expect(await api.ok('/v1/user/agreement/version', {}, { token })).toContainEqual({ kind: 'user', version: '2026.1', agreed_version: '2026.1' })
  })

  it('reads and changes person info', async () => {
    expect((await post('/v1/user/my/person-info', { nickname: '新名字' })).data.nickname).toBe('新名字')
    expect((await post('/v1/user/my/person-info', { nickname: '<b>x</b>' })).status).toBe(4000)
    expect((await post('/v1/user/my/person-info', { nickname: '名'.repeat(21) })).status).toBe(4000)
  })

  it('saves a valid trade URL, which must pass the health check again', async () => {
    expect((await post('/v1/user/my/save-trade-url', { trade_url: 'https://evil.example/x' })).message).toBe('交易链接格式不正确')
    const saved = await post('/v1/user/my/save-trade-url', { trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEf12' })
    expect(saved.data).toMatchObject({ trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEf12', health_checked: false })
    expect((await post('/v1/steam/health/create')).data).toMatchObject({ passed: true, problems: [] })
    expect((await api.ok('/v1/steam/health/get', {}, { token })).passed).toBe(true)
  })

  it('fails the health check without Steam and trade URL', async () => {
    const fresh = await newUser()
    const result = await api.ok('/v1/steam/health/create', {}, { token: fresh, method: 'POST' })
    expect(result).toMatchObject({ passed: false, problems: ['未绑定 Steam 账号', '未设置交易链接'] })
  })

  it('pages messages (page 1 newest) and marks them read', async () => {
    const first = await api.ok('/v1/user/message/list', { page: 1, page_size: 10 }, { token })
    expect(first).toMatchObject({ total: 25, page: 1, has_more: true })
    expect(first.list[0].title).toBe('欢迎来到 C5 饰品市场')
    const last = await api.ok('/v1/user/message/list', { page: 3, page_size: 10 }, { token })
    expect(last.list).toHaveLength(5)
    expect(last.has_more).toBe(false)
    expect((await post('/v1/user/message/read', { message_id: first.list[0].message_id })).data.updated).toBe(1)
    expect((await post('/v1/user/message/read')).data.updated).toBe(24)
  })

  it('takes feedback tickets with a type and a limit', async () => {
    const types = await api.ok('/v1/user/ticket-types')
    expect(types.length).toBeGreaterThan(3)
    expect((await post('/v1/user/addticket', { type_id: 99, content: '出了点问题请看看' })).status).toBe(4004)
    expect((await post('/v1/user/addticket', { type_id: 1, content: '短' })).message).toBe('问题描述至少5个字符')
    for (let n = 0; n < 5; n++) expect((await post('/v1/user/addticket', { type_id: 1, content: `订单一直没有发货 ${n}` })).status).toBe(200)
    expect((await post('/v1/user/addticket', { type_id: 1, content: '订单一直没有发货 6' })).status).toBe(4029)
    expect(await api.ok('/v1/user/ticket/list', {}, { token })).toHaveLength(5)
  })
})

describe('user settings', () => {
  it('updates the avatar with a URL only', async () => {
    expect((await post(`${S}/update-avatar`, { avatar: 'https://cdn.example.com/a.png' })).data.avatar).toBe('https://cdn.example.com/a.png')
    expect((await post(`${S}/update-avatar`, { avatar: 'javascript:alert(1)' })).status).toBe(4000)
  })

  it('binds a phone to an account without one', async () => {
    const wx = (await api.ok<LoginResult>('/api/v1/user/v3/mix/login', { code: 'bind-me' }, { method: 'POST' })).access_token
    expect((await api.call(`${S}/sms-code`, { scene: 'bind_phone', phone: DEMO.phone }, { token: wx, method: 'POST' })).status).toBe(4103)
    await api.ok(`${S}/sms-code`, { scene: 'bind_phone', phone: '13512345678' }, { token: wx, method: 'POST' })
    const code = await api.smsCode('13512345678')
    const bound = await api.ok<UserInfo>(`${S}/bind-phone`, { phone: '13512345678', code }, { token: wx, method: 'POST' })
    expect(bound.phone).toBe('135****5678')
    expect((await api.call(`${S}/bind-phone`, { phone: '13512345679', code }, { token: wx, method: 'POST' })).status).toBe(4009)
  })

  it('changes the phone with codes to the old and the new phone', async () => {
    await api.ok(`${S}/sms-code`, { scene: 'change_phone' }, { token, method: 'POST' })
    const oldCode = await api.smsCode(DEMO.phone)
    await api.ok(`${S}/sms-code`, { scene: 'bind_phone', phone: '13512345678' }, { token, method: 'POST' })
    const newCode = await api.smsCode('13512345678')
    expect((await post(`${S}/change-phone`, { old_code: oldCode, phone: '13512345678', code: newCode })).data.phone).toBe('135****5678')
    expect((await api.call('/passport/login', { phone: '13512345678', password: DEMO.password }, { method: 'POST' })).status).toBe(200)
  })

  it('unbinds the phone only when another login remains', async () => {
    await api.ok(`${S}/unbindcode`, {}, { token, method: 'POST' })
    const code = await api.smsCode(DEMO.phone)
    expect((await post(`${S}/unbindphone`, { code })).data.phone).toBeNull()
    const smsOnly = await newUser('13612345670')
    api.advance(61) // the login code's cooldown
    await api.ok(`${S}/unbindcode`, {}, { token: smsOnly, method: 'POST' })
    const code2 = await api.smsCode('13612345670')
    expect((await api.call(
      `${S}/unbindphone`,
      { code: code2 },
      { token: smsOnly, method: 'POST' }
    ))).toMatchObject({ status: 4009, message: '解绑后将无法登录，请先绑定 Steam 或微信' })
  })

  it('sets, changes (old password or SMS) and switches the pay password', async () => {
    const fresh = await newUser()
    const as = (path: string, params: Record<string, unknown>) => api.call(path, params, { token: fresh, method: 'POST' })
    expect((await as(`${S}/setpaypwd`, { pay_password: '111111' })).status).toBe(4000)
    expect((await as(`${S}/setpaypwd`, { pay_password: '12345a' })).message).toBe('支付密码格式不正确')
    expect((await as(`${S}/setpaypwd`, { pay_password: '246810' })).data.has_pay_password).toBe(true)
    expect((await as(`${S}/setpaypwd`, { pay_password: '246811' })).status).toBe(4009)
    expect((await as(`${S}/modpaypwd`, { old_pay_password: '000000', pay_password: '135790' })).status).toBe(4301)
    expect((await as(`${S}/modpaypwd`, { old_pay_password: '246810', pay_password: '135790' })).status).toBe(200)
    api.advance(61) // the login code's cooldown
    await api.ok(`${S}/modpaypwdcode`, {}, { token: fresh, method: 'POST' })
    const code = await api.smsCode('13612345678')
    expect((await as(`${S}/modpaypwd`, { code, pay_password: '975310' })).status).toBe(200)
    expect((await as(`${S}/paypwdswitch`, { enabled: 0, pay_password: '135790' })).status).toBe(4301)
    expect((await as(`${S}/paypwdswitch`, { enabled: 0, pay_password: '975310' })).data.pay_password_enabled).toBe(false)
  })

  /** The signed answer the simulated Steam OpenID page sends back for this Steam id. */
  async function openIdAnswer (steamId: string): Promise<Record<string, string>> {
    const provider = await api.raw({ method: 'GET', url: `/api/v1/open/dev/steam-openid?return_to=%2Fpages%2Fuser%2Fsteambind&steam_id=${steamId}` })
    return Object.fromEntries(new URL(String(provider.headers.location), 'http://local').searchParams)
  }

  it('binds a Steam id once across users, only from a signed OpenID answer', async () => {
    expect((await post(`${S}/bindsteamid`, { steam_id: '76561198555555555' })).status).toBe(4000) // a bare id is not enough
    expect((await post(`${S}/bindsteamid`, await openIdAnswer('76561198000000100'))).status).toBe(4103)
    const answer = await openIdAnswer('76561198555555555')
    const tampered = await post(`${S}/bindsteamid`, { ...answer, 'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561198555555556' })
    expect(tampered).toMatchObject({ status: 4003, message: 'Steam 授权校验失败，请重新前往 Steam 授权' })
    expect((await post(`${S}/bindsteamid`, { ...answer, 'openid.sig': 'f'.repeat(64) })).status).toBe(4003)
    expect((await post(`${S}/bindsteamid`, { ...answer, 'openid.sig': 'short' })).status).toBe(4003)
    expect((await post(`${S}/bindsteamid`, { ...answer, 'openid.mode': 'cancel' })).status).toBe(4000)
    expect((await api.call(`${S}/bindsteamid`, answer, { method: 'POST' })).status).toBe(401)
    const bound = await post(`${S}/bindsteamid`, answer)
    expect(bound.data).toMatchObject({ steam_id: '76561198555555555', health_checked: false })
  })
})
