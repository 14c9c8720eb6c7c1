import type { GamesMenu } from '../../types/api'
import { request } from '../lib/request'
import { ensure } from './shape'

const GAMES_MENU = '/v4/sys/menu/game-menu-multi'

export function gamesMenu (): Promise<GamesMenu> {
  return request<unknown>(GAMES_MENU, { toast: false })
    .then((data) => ensure<GamesMenu>(data, (v) => Array.isArray(v.games), GAMES_MENU, 'games menu'))
}
