import type { GamesMenu } from '../../types/api'
import { GamesMenuSchema } from '../contract/catalogue'
import { request } from '../lib/request'
import { answer } from './shape'

const GAMES_MENU = '/v4/sys/menu/game-menu-multi'

export function gamesMenu (): Promise<GamesMenu> {
  return request<unknown>(GAMES_MENU, { toast: false }).then(answer(GamesMenuSchema, GAMES_MENU))
}
