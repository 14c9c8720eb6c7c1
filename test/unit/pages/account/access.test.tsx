import Taro from '@tarojs/taro'
import AccessPage from '@/pages/user/access'
import { fakeApi, mount, setUp, tap, text, type Setup, eventually } from './support'

let env: Setup
const shown = () => document.body.textContent ?? ''
beforeEach(() => { env = setUp() })

const loggedIn = () => { localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' })) }
const grant = (id: number, name: string) => ({
  grant_id: id, app_name: name, icon_text: name.slice(0, 1), icon_color: '#ff7700', scopes: ['获取你的昵称和头像', '读取你的库存饰品'], granted_at: 1760000000
})

describe('authorised apps', () => {
  it('shows a visitor the login screen and calls nothing', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, AccessPage)
    await text(utils, '登录后查看授权管理')
    await tap(utils, '登录 / 注册')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/login?redirect_url=%2Fpages%2Fuser%2Faccess' })
    expect(sent).toEqual([])
  })

  it('shows loading while the list is on its way', async () => {
    loggedIn()
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
    const utils = await mount(env.root, AccessPage)
    await text(utils, '加载中…')
  })

  it('lists the grants with their scopes', async () => {
    loggedIn()
    fakeApi({ '/v1/user/oauth/grants': { status: 200, data: [grant(2, '饰品价格助手'), grant(1, '斗鱼直播')] } })
    const utils = await mount(env.root, AccessPage)
    await text(utils, '饰品价格助手')
    expect(shown()).toContain('斗鱼直播')
    expect(shown()).toContain('读取你的库存饰品')
    expect(shown()).toMatch(/授权于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  })

  it('shows the empty state', async () => {
    loggedIn()
    fakeApi({ '/v1/user/oauth/grants': { status: 200, data: [] } })
    const utils = await mount(env.root, AccessPage)
    await text(utils, '暂无已授权的第三方应用')
  })

  it('shows a load failure with a retry', async () => {
    loggedIn()
    let fail = true
    fakeApi({ '/v1/user/oauth/grants': () => (fail ? { status: 5000, message: '服务器开小差了，请稍后再试' } : { status: 200, data: [grant(1, '斗鱼直播')] }) })
    const utils = await mount(env.root, AccessPage)
    await text(utils, '服务器开小差了，请稍后再试')
    fail = false
    await tap(utils, '重试')
    await text(utils, '斗鱼直播')
  })

  it('revokes after the confirm dialog, and does nothing when cancelled', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/user/oauth/grants': { status: 200, data: [grant(2, '饰品价格助手'), grant(1, '斗鱼直播')] },
      '/v1/user/oauth/revoke': ({ data }) => ({ status: 200, data: { grant_id: Number(data.grant_id), revoked: true } })
    })
    const utils = await mount(env.root, AccessPage)
    await text(utils, '斗鱼直播')

    jest.mocked(Taro.showModal).mockResolvedValueOnce({ confirm: false, cancel: true } as never)
    const buttons = () => [...document.querySelectorAll('.access-row__revoke')]
    utils.fireEvent.click(buttons()[1])
    await eventually(() => expect(Taro.showModal).toHaveBeenCalledTimes(1)) // cancelled: the revoke below is the only one
    expect(sent.filter((s) => s.path === '/v1/user/oauth/revoke')).toEqual([])
    expect(shown()).toContain('斗鱼直播')

    utils.fireEvent.click(buttons()[1])
    await eventually(() => {
      expect(Taro.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ title: '撤销授权', content: expect.stringContaining('斗鱼直播') }))
      expect(sent.find((s) => s.path === '/v1/user/oauth/revoke')).toMatchObject({ method: 'POST', data: { grant_id: '1' } })
      expect(shown()).not.toContain('斗鱼直播')
      expect(sent.filter((s) => s.path === '/v1/user/oauth/revoke')).toHaveLength(1)
    expect(shown()).toContain('饰品价格助手')
    })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已撤销授权' }))
  })

  it('a refused revoke shows the server message and reads the list again', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/user/oauth/grants': { status: 200, data: [grant(1, '斗鱼直播')] },
      '/v1/user/oauth/revoke': { status: 4009, message: '该授权已撤销，无需重复操作' }
    })
    const utils = await mount(env.root, AccessPage)
    await tap(utils, '撤销授权')
    await eventually(() => {
      expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '该授权已撤销，无需重复操作' }))
      expect(sent.filter((s) => s.path === '/v1/user/oauth/grants')).toHaveLength(2)
    })
  })
})
