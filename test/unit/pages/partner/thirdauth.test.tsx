import Taro from '@tarojs/taro'
import type { OAuthAuthorizeInfo } from '../../../../types/api'
import AuthorizePage from '@/pages/thirdauth/index'
import { followsRedirect } from '@/pages/thirdauth/ask'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { loggedIn, shown, withQuery } from '../deals/fixtures'

let env: Setup
beforeEach(() => { env = setUp() })
const REDIRECT = 'https://pricehelper.example/auth/c5/callback'
const query = { client_id: 'price_helper', redirect_uri: REDIRECT, scope: 'profile inventory', state: 'xyz', response_type: 'code' }
const info: OAuthAuthorizeInfo = {
  client_id: 'price_helper', app_name: '饰品价格助手', icon_text: '价', icon_color: '#2f6bd8', description: '追踪你库存的估值', redirect_host: 'pricehelper.example',
  scopes: [{ key: 'profile', text: '获取你的昵称和头像' }, { key: 'inventory', text: '读取你的库存饰品' }], deny_redirect: `${REDIRECT}?error=access_denied&state=xyz`
}
const ok = (data: unknown) => ({ status: 200, data })

describe('third-party authorise', () => {
  it('a link without the app or its redirect URI says so and calls nothing', async () => {
    withQuery({ client_id: 'price_helper' })
    const sent = fakeApi({})
    const utils = await mount(env.root, AuthorizePage)
    await text(utils, '授权链接不完整')
    expect(sent).toEqual([])
  })

  it('a visitor logs in and comes back to the same request', async () => {
    withQuery(query)
    const sent = fakeApi({})
    const utils = await mount(env.root, AuthorizePage)
    await text(utils, '登录后查看授权信息')
    await tap(utils, '登录 / 注册')
    const back = `/pages/thirdauth/index?client_id=price_helper&redirect_uri=${encodeURIComponent(REDIRECT)}` +
      '&scope=profile+inventory&state=xyz&response_type=code'
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/user/login?redirect_url=${encodeURIComponent(back)}` })
    expect(sent).toEqual([])
  })

  it('shows loading, then the app and its scopes in words', async () => {
    loggedIn()
    withQuery(query)
    let answer: (value: unknown) => void = () => undefined
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise((resolve) => { answer = resolve })) as never)
    const utils = await mount(env.root, AuthorizePage)
    await text(utils, '正在读取授权信息…')
    answer({ statusCode: 200, data: JSON.stringify({ status: 200, message: '', data: info }) })
    await text(utils, '「饰品价格助手」申请使用你的 C5 账号')
    expect(shown()).toContain('读取你的库存饰品')
    expect(shown()).toContain('授权后将返回 pricehelper.example')
  })

  it('同意授权 issues the code and hands back to the registered redirect URI', async () => {
    loggedIn()
    withQuery(query)
    const sent = fakeApi({ '/v1/oauth/authorize/info': ok(info), '/v1/oauth/authorize': ok({ code: 'abc', redirect_to: `${REDIRECT}?code=abc&state=xyz` }) })
    const utils = await mount(env.root, AuthorizePage)
    await tap(utils, '同意授权')
    await text(utils, '已授权「饰品价格助手」')
    expect(sent.find((s) => s.path === '/v1/oauth/authorize')).toMatchObject({ method: 'POST',
      data: expect.objectContaining({ client_id: 'price_helper', redirect_uri: REDIRECT, state: 'xyz' }) })
    expect(env.platform.calls.openExternal).toEqual([`${REDIRECT}?code=abc&state=xyz`])
    await tap(utils, '查看授权管理')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/access' })
  })

  it('拒绝 hands back error=access_denied without asking the server for a code', async () => {
    loggedIn()
    withQuery(query)
    const sent = fakeApi({ '/v1/oauth/authorize/info': ok(info) })
    const utils = await mount(env.root, AuthorizePage)
    await tap(utils, '拒绝')
    await text(utils, '已拒绝授权')
    expect(env.platform.calls.openExternal).toEqual([`${REDIRECT}?error=access_denied&state=xyz`])
    expect(sent.map((s) => s.path)).toEqual(['/v1/oauth/authorize/info'])
  })

  it('an unregistered redirect URI shows the refusal and is never followed; a failed approval stays on the page', async () => {
    loggedIn()
    withQuery({ ...query, redirect_uri: 'https://evil.example/cb' })
    fakeApi({ '/v1/oauth/authorize/info': { status: 4000, message: '回调地址未在 C5 登记，已拒绝授权并且不会跳转' } })
    const utils = await mount(env.root, AuthorizePage)
    await text(utils, '无法完成授权')
    expect(shown()).toContain('回调地址未在 C5 登记')
    expect(env.platform.calls.openExternal).toEqual([])
  })

  it('a failed approval says why and can be tried again', async () => {
    loggedIn()
    withQuery(query)
    fakeApi({ '/v1/oauth/authorize/info': ok(info), '/v1/oauth/authorize': { status: 5000, message: '服务繁忙' } })
    const utils = await mount(env.root, AuthorizePage)
    await tap(utils, '同意授权')
    await text(utils, '服务繁忙')
    expect(shown()).toContain('同意授权')
    expect(env.platform.calls.openExternal).toEqual([])
  })

  it('follows only the redirect URI it asked for, with the answer appended', () => {
    const ask = { ...query, scope: 'profile' }
    expect(followsRedirect(ask, `${REDIRECT}?code=1`)).toBe(true)
    expect(followsRedirect(ask, `${REDIRECT}.evil.example/?code=1`)).toBe(false)
    expect(followsRedirect(ask, 'https://evil.example/?code=1')).toBe(false)
  })
})
