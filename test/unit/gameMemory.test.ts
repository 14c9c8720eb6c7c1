import Taro from '@tarojs/taro'
import type { Game, GamesMenu } from '../../types/api'
import { ConfigStore, rememberedGame } from '@/stores/config'
import { STORAGE } from '@/lib/storageKeys'

const game = (appid: number, zh_name = `game ${appid}`): Game => ({ appid, zh_name, en_name: '', icon: '' })
const menu = (main: number): { gamesMenu: () => Promise<GamesMenu> } => ({ gamesMenu: async () => ({ main_game: game(main),
  games: [game(570, 'DOTA2'), game(730, 'CS2')] }) })

beforeEach(() => Taro.removeStorageSync(STORAGE.mainGame))

describe('the chosen game is remembered (issue 11.1)', () => {
  it('opens the game chosen last, before and after the games menu answers, over the menu\'s main game', async () => {
    const first = new ConfigStore(menu(570))
    await first.load()
    expect(first.setMainGame(730)).toBe(true)

    const next = new ConfigStore(menu(570)) // a reload or a new visit
    expect(next.mainGame).toMatchObject({ appid: 730, zh_name: 'CS2' }) // known at once, so the first item list asks for CS2
    await next.load()
    expect(next.mainGame.appid).toBe(730)
  })

  it('keeps the menu\'s main game when nothing was chosen, and the last choice of this visit on a second load', async () => {
    const store = new ConfigStore(menu(570))
    expect(rememberedGame()).toBeNull()
    await store.load()
    expect(store.mainGame.appid).toBe(570)
    store.setMainGame(730)
    await store.load()
    expect(store.mainGame.appid).toBe(730)
  })

  it('falls back to the menu when the remembered game is no longer offered or the stored value is damaged', async () => {
    Taro.setStorageSync(STORAGE.mainGame, JSON.stringify(game(440, 'TF2')))
    const gone = new ConfigStore(menu(570))
    expect(gone.mainGame.appid).toBe(440)
    await gone.load()
    expect(gone.mainGame.appid).toBe(570)

    Taro.setStorageSync(STORAGE.mainGame, '{"appid":"730"')
    expect(rememberedGame()).toBeNull()
    expect(new ConfigStore(menu(570)).mainGame.appid).toBe(570)
  })
})
