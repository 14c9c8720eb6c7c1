import { makeAutoObservable, runInAction } from 'mobx'
import type { Game, GamesMenu } from '../../types/api'

/** spec 1, 9: DOTA2 is the main game until the games config says otherwise. */
export const DEFAULT_MAIN_GAME_APPID = 570
export const DEFAULT_MAIN_GAME: Game = { appid: DEFAULT_MAIN_GAME_APPID, zh_name: 'DOTA2', en_name: 'Dota 2', icon: '' }

export interface ConfigApi { gamesMenu (): Promise<GamesMenu> }

export class ConfigStore {
  mainGame: Game = DEFAULT_MAIN_GAME
  games: Game[] = [DEFAULT_MAIN_GAME]
  loaded = false

  constructor (private readonly api: ConfigApi) {
    makeAutoObservable<ConfigStore, 'api'>(this, { api: false })
  }

  /** DESIGN 5: the games config; the main game falls back to 570 when the menu names none. */
  async load (): Promise<void> {
    const menu = await this.api.gamesMenu()
    runInAction(() => {
      this.games = menu.games.length ? menu.games : [DEFAULT_MAIN_GAME]
      const named = menu.main_game && this.games.find((game) => game.appid === menu.main_game.appid)
      this.mainGame = named || this.games.find((game) => game.appid === DEFAULT_MAIN_GAME_APPID) || menu.main_game || DEFAULT_MAIN_GAME
      this.loaded = true
    })
  }

  // spec 4: changing the main game selects the game with that appid from the games list
  setMainGame (appid: number): boolean {
    const game = this.games.find((candidate) => candidate.appid === appid)
    if (!game) return false
    this.mainGame = game
    return true
  }
}
