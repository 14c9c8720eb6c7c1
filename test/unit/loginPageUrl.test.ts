import Taro from '@tarojs/taro'
import { configureRequest, loginPageUrl } from '@/lib/request'
import { goLogin } from '@/lib/session'
import { loginUrl } from '@/lib/navigation'
import { fakePlatform } from './support/fakePlatform'

// DESIGN 2 / ROUTES: a login button opens the mini-program's own login (/pages/login/index: WeChat login, then phone binding) in the weapp build, the H5 login
// page elsewhere.
const back = '/pages/item/index?id=3'

afterEach(() => jest.restoreAllMocks())

describe('the login page a login button opens', () => {
  it.each([
    ['weapp', '/pages/login/index'],
    ['h5', '/pages/user/login'],
    ['app', '/pages/user/login'],
    ['miniProgramWebView', '/pages/user/login']
  ] as const)('%s: %s with redirect_url', (runtime, page) => {
    expect(loginPageUrl(fakePlatform({ runtime }), back)).toBe(`${page}?redirect_url=${encodeURIComponent(back)}`)
  })

  it.each([
    ['weapp', '/pages/login/index'],
    ['h5', '/pages/user/login']
  ] as const)('%s: the mine tab (loginUrl) and the visitor prompts (goLogin) follow the runtime', async (runtime, page) => {
    configureRequest({ platform: fakePlatform({ runtime }) })
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    expect(loginUrl('/pages/user/index')).toBe(`${page}?redirect_url=${encodeURIComponent('/pages/user/index')}`)
    goLogin(back)
    expect(navigateTo).toHaveBeenCalledWith({ url: `${page}?redirect_url=${encodeURIComponent(back)}` })
  })
})
