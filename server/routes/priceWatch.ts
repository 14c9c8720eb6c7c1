import type { Api } from '../http/context'
import type { PriceAlert, PriceAlertList, PriceMoverPage } from '../../types/api'
import { appid, flag, int, money, oneOf, optional, parse } from '../http/validate'
import { MOVE_PERIODS } from '../domain/priceMoves'
import { priceMovers } from '../model/priceMovers'
import { ALERT_DIRECTIONS, addPriceAlert, deletePriceAlert, priceAlertList, switchPriceAlert } from '../model/priceAlerts'

/** The highest alert price: the shop's highest listing price. */
const ALERT_MAX_CENTS = 10_000_000

/** Price fluctuation (movers) and price alerts (server/README.md "Price fluctuation and alerts"). */
export function priceWatchRoutes (api: Api): void {
  const { deps } = api
  api.route('/v1/price/movers', (call): PriceMoverPage => {
    const q = parse(call.params, {
      appid: optional(appid(), 730),
      period: optional(oneOf('周期', MOVE_PERIODS), '7'),
      kind: optional(oneOf('榜单', ['up', 'down'] as const), 'up'),
      page: optional(int('页码', 1, 1000), 1),
      page_size: optional(int('每页数量', 1, 50), 20)
    })
    return priceMovers(deps, q.appid, q.period, q.kind, q.page, q.page_size)
  }, { cache: true })
  api.route('/v1/price/alert/list', (call): PriceAlertList => priceAlertList(deps, call.userId()))
  api.write('/v1/price/alert/add', (call): PriceAlert => {
    const userId = call.userId()
    const q = parse(call.params, {
      item_id: int('饰品', 1),
      direction: oneOf('提醒方向', ALERT_DIRECTIONS),
      threshold: money('提醒价格', 1, ALERT_MAX_CENTS)
    })
    return addPriceAlert(deps, userId, q.item_id, q.direction, q.threshold)
  })
  api.write('/v1/price/alert/switch', (call): PriceAlert => {
    const userId = call.userId()
    const q = parse(call.params, { alert_id: int('提醒', 1), on: flag('开关') })
    return switchPriceAlert(deps, userId, q.alert_id, q.on)
  })
  api.write('/v1/price/alert/delete', (call) => {
    const userId = call.userId()
    return deletePriceAlert(deps, userId, parse(call.params, { alert_id: int('提醒', 1) }).alert_id)
  })
}
