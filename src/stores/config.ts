import { makeAutoObservable, runInAction } from 'mobx'
import type { Game, GamesMenu } from '../../types/api'
import { readStored, writeStored } from '../lib/storage'
import { STORAGE } from '../lib/storageKeys'

/** spec 1, 9: DOTA2 is the main game until the games config says otherwise. */
export const DEFAULT_MAIN_GAME_APPID = 570
export const DEFAULT_MAIN_GAME: Game = { appid: DEFAULT_MAIN_GAME_APPID, zh_name: 'DOTA2', en_name: 'Dota 2', icon: '' }

/** The game chosen last on this device (null: none), read synchronously so start-up can ask for its item list before the games menu answers. */
export function rememberedGame (): Game | null {
  try {
    const value: unknown = JSON.parse(readStored(STORAGE.mainGame) || 'null')
    if (value && typeof value === 'object') {
      const game = value as Partial<Game>
      if (Number.isSafeInteger(game.appid) && typeof game.zh_name === 'string' && game.zh_name) {
        return {
          appid: game.appid!,
          zh_name: game.zh_name,
          en_name: typeof game.en_name === 'string' ? game.en_name : '',
          icon: typeof game.icon === 'string' ? game.icon : ''
        }
      }
    }
  } catch {
    // a damaged value counts as none
  }
  return null
}

export interface ConfigApi { gamesMenu (): Promise<GamesMenu> }

export class ConfigStore {
  /** the appid the user chose (this visit or an earlier one); it wins over the menu's main game */
  private chosenAppid: number | null
  mainGame: Game
  games: Game[]
  loaded = false

  constructor (private readonly api: ConfigApi) {
    const remembered = rememberedGame()
    this.chosenAppid = remembered?.appid ?? null
    this.mainGame = remembered ?? DEFAULT_MAIN_GAME
    this.games = [this.mainGame]
    makeAutoObservable<ConfigStore, 'api' | 'chosenAppid'>(this, { api: false, chosenAppid: false })
  }

  /** DESIGN 5: the games config; the game chosen last wins, then the menu's main game, then 570. */
  async load (): Promise<void> {
    const menu = await this.api.gamesMenu()
    runInAction(() => {
      this.games = menu.games.length ? menu.games : [DEFAULT_MAIN_GAME]
      const chosen = this.games.find((game) => game.appid === this.chosenAppid)
      const named = menu.main_game && this.games.find((game) => game.appid === menu.main_game.appid)
      this.mainGame = chosen || named || this.games.find((game) => game.appid === DEFAULT_MAIN_GAME_APPID) || menu.main_game || DEFAULT_MAIN_GAME
      this.loaded = true
    })
  }

  // spec 4: changing the main game selects the game with that appid from the games list
  setMainGame (appid: number): boolean {
    const game = this.games.find((candidate) => candidate.appid === appid)
    if (!game) return false
    this.mainGame = game
    this.chosenAppid = appid
    writeStored(STORAGE.mainGame, JSON.stringify(game))
    return true
  }
}
