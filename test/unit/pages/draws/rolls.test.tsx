/** Roll screens in every state (issue 13): network faked at Taro.request, the device-side verification real. */
import Taro from '@tarojs/taro'
import RollRoomPage from '@/pages/roll/index'
import RollListPage from '@/pages/roll/list'
import MyRollsPage from '@/pages/roll/mylist'
import { mountPage } from '../../support/mountPage'
import { byText, click, eventually, pageText, queryOf } from '../trade/helpers'
import { drawnRoom, openRoom, room } from './fixtures'

const P = (path: string) => `/api/v1/open${path}`
const setRoute = (params: Record<string, string>) => { (Taro.getCurrentInstance() as { router: unknown }).router = { params, path: '/x', onReady: '',
  onHide: '', onShow: '' } }
jest.setTimeout(20000)
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })

describe('roll room', () => {
  beforeEach(() => setRoute({ id: '7' }))

  it('asks a visitor to log in and come back', async () => {
    await mountPage(RollRoomPage, { [P('/v1/roll/detail')]: { data: openRoom() } })
    await eventually(() => expect(pageText()).toContain('登录后参与'))
    expect(pageText()).toContain('AK-47 | 火神 0')
    expect(pageText()).toContain('1234.50')
    expect(pageText()).toContain('开奖时公开')
  })

  it('shows why a user is not eligible, and 去绑定 without a Steam account', async () => {
    Taro.setStorageSync('token', 'tok')
    await mountPage(RollRoomPage, { [P('/v1/roll/detail')]: { data: openRoom({ condition: { kind: 'spend', amount: '500.00' },
      eligibility: { eligible: false, reason: '近 30 天消费满 ¥500.00 可参与，当前 ¥12.00', progress: '12.00' } }) } })
    await eventually(() => expect(pageText()).toContain('近 30 天消费满 ¥500.00 可参与，当前 ¥12.00'))
    expect(pageText()).not.toContain('立即参与')
  })

  it('sends 去绑定 to the Steam binding page', async () => {
    Taro.setStorageSync('token', 'tok')
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mountPage(RollRoomPage, { [P('/v1/roll/detail')]: { data: openRoom({ eligibility: { eligible: false, reason: '请先绑定 Steam 账号', progress: null } }) } })
    await eventually(() => expect(byText('去绑定')).toBeTruthy())
    await click(byText('去绑定'))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/user/steambind' })
  })

  it('asks for the password, shows a refusal, then joins', async () => {
    Taro.setStorageSync('token', 'tok')
    let tries = 0
    const { sent } = await mountPage(RollRoomPage, {
      [P('/v1/roll/detail')]: { data: openRoom({ condition: { kind: 'password', amount: null } }) },
      [P('/v1/roll/join')]: () => (++tries === 1 ? { status: 4000, message: '请输入房间口令', data: null } : { data: openRoom({ joined: true, entrant_count: 5 }) })
    })
    await eventually(() => expect(byText('立即参与')).toBeTruthy())
    await click(byText('立即参与'))
    await eventually(() => expect(pageText()).toContain('请输入房间口令'))
    await click(byText('立即参与'))
    await eventually(() => expect(pageText()).toContain('已参与，等待开奖'))
    expect(sent.filter((r) => r.url.includes('/roll/join'))).toHaveLength(2)
  })

  it('shows the winners and 已验证 for an honest draw, 验证失败 for a swapped winner', async () => {
    await mountPage(RollRoomPage, { [P('/v1/roll/detail')]: { data: drawnRoom() } })
    await eventually(() => expect(pageText()).toContain('已验证'))
    expect(pageText()).toContain('中奖名单')
    expect(pageText()).toContain('已开奖')
    expect(pageText()).not.toContain('立即参与')
    jest.restoreAllMocks()
    await mountPage(RollRoomPage, { [P('/v1/roll/detail')]: { data: drawnRoom(true) } })
    await eventually(() => expect(pageText()).toContain('验证失败'))
  })

  it('marks the player\'s own entry 你的编号, keeping the masked names', async () => {
    Taro.setStorageSync('token', 'tok')
    await mountPage(RollRoomPage, { [P('/v1/roll/detail')]: { data: openRoom({ joined: true, viewer_entrant_id: 3 }) } })
    await eventually(() => expect(pageText()).toContain('你的编号 3，'))
    expect(pageText()).toContain('玩***3你的编号 3')
    expect(pageText()).toContain('玩***2编号 2')
    expect(document.querySelectorAll('.roll-room__entrant--mine')).toHaveLength(1)
  })

  it('names each winner by entrant number and masked name', async () => {
    const drawn = drawnRoom()
    await mountPage(RollRoomPage, { [P('/v1/roll/detail')]: { data: drawn } })
    await eventually(() => expect(pageText()).toContain('已验证'))
    const first = drawn.prizes[0].winner!
    expect(pageText()).toContain(`中奖 编号 ${first.user_id} · 玩***${first.user_id}`)
    expect(pageText()).not.toContain('你的编号')
  })

  it('tells the player which prize they won by 你的编号', async () => {
    const drawn = drawnRoom()
    const mine = drawn.prizes[1].winner!
    await mountPage(RollRoomPage, { [P('/v1/roll/detail')]: { data: { ...drawn, joined: true, viewer_entrant_id: mine.user_id } } })
    await eventually(() => expect(pageText()).toContain(`中奖 你的编号 ${mine.user_id} · 玩***${mine.user_id}`))
    expect(pageText()).toContain(`中奖 编号 ${drawn.prizes[0].winner!.user_id} · `)
  })

  it('shows an error with a retry, and a bad link', async () => {
    let calls = 0
    await mountPage(RollRoomPage, { [P('/v1/roll/detail')]: () => (++calls === 1 ? { status: 5000, message: '服务繁忙', data: null } : { data: openRoom() }) })
    await eventually(() => expect(pageText()).toContain('服务繁忙'))
    await click(byText('重试'))
    await eventually(() => expect(pageText()).toContain('AK-47 | 火神 0'))
    setRoute({ id: 'x' })
    await mountPage(RollRoomPage, {})
    await eventually(() => expect(pageText()).toContain('房间链接无效'))
  })
})

describe('roll list', () => {
  it('lists rooms by tab and shows the empty state', async () => {
    const { sent } = await mountPage(RollListPage, {
      [P('/v1/roll/list')]: (request) => queryOf(request.url).tab === 'ended'
        ? { data: { list: [], total: 0, page: 1, page_size: 20, has_more: false } }
        : { data: { list: [room({ title: '开放的房间' })], total: 1, page: 1, page_size: 20, has_more: false } }
    })
    await eventually(() => expect(pageText()).toContain('开放的房间'))
    expect(pageText()).toContain('无门槛')
    await click(byText('已结束'))
    await eventually(() => expect(pageText()).toContain('还没有已结束的房间'))
    expect(sent.some((r) => queryOf(r.url).tab === 'ended')).toBe(true)
  })
})

describe('my rolls', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const { sent } = await mountPage(MyRollsPage, {})
    await eventually(() => expect(pageText()).toContain('登录后查看参与和中奖的 Roll 房'))
    expect(sent).toHaveLength(0)
  })

  it('claims a won prize into the inventory', async () => {
    Taro.setStorageSync('token', 'tok')
    await mountPage(MyRollsPage, {
      [P('/v1/roll/mine')]: { data: { list: [{ roll: room({ state: 'drawn', joined: true }),
        won: [{ k: 0, item: { ...openRoom().prizes[0].item, name: '中奖的火神' }, asset_id: null }] }], total: 1, page: 1, page_size: 20, has_more: false } },
      [P('/v1/roll/claim')]: { data: { roll_id: 7, k: 0, asset_id: '1234567890500000' } }
    })
    await eventually(() => expect(byText('领取到库存')).toBeTruthy())
    expect(pageText()).toContain('中奖的火神')
    await click(byText('领取到库存'))
    await eventually(() => expect(pageText()).toContain('已放入库存'))
  })
})
