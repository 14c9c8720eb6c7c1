import type { Api } from '../http/context'
import type { BuyOrderSale, ItemBuyOrders, ListingBatch, MyListing, PriceChangeResult, SellGuidance, SellPreview } from '../../types/api'
import { appid, int, money, oneOf, optional, parse, payPassword, str } from '../http/validate'
import { LIMITS } from '../domain/fees'
import { formatCents } from '../domain/money'
import { PRICE_RULES, priceCeiling } from '../domain/selling'
import { fail, Status } from '../domain/status'
import { itemSummary, loadItem } from '../model/catalogue'
import { assertCanTrade, checkPayPassword, expireStaleOrders, orderFee } from '../model/orders'
import { findUser } from '../model/users'
import { inventoryOf, sellableAsset, ensureSynced } from '../model/inventory'
import { buyOrderListing, createListings, myListingsPage, myListingView, ownListing, prepareListings, quoteOf } from '../model/selling'
import { saleFeeQuotes } from '../model/promotionPerks'
import { ASSET_ID, listingEntries, listingIds } from '../http/sellingPayload'
import { delistListing, ruledListingPrice, setListingPrice } from '../model/myListings'
import { fillableBuyOrder, fillBuyOrder, wearFits } from '../model/buyOrderFill'
import { buyOrderState, formatWear, highestBid, itemBuyOrders } from '../model/buyOrders'
import { lastSale } from '../model/priceHistory'
import { atomically } from '../model/transaction'

const LISTING_STATUSES = ['on_sale', 'locked'] as const

/** 上架, 在售 and 出售给求购: the seller's side of the market (server/README.md "Selling"). */
export function sellingRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps

  // guidance beside each price: the lowest listing, the highest buy order, the last sale
  api.route('/v4/trade/sell/guidance', (call): SellGuidance[] => {
    const ids = parse(call.params, { item_ids: str('饰品', { max: 600, pattern: /^\d+(,\d+)*$/ }) }).item_ids.split(',').map(Number)
    if (ids.length > 50) fail(Status.badRequest, '一次最多查询 50 件饰品')
    return [...new Set(ids)].map((id) => {
      const item = loadItem(db, id) ?? fail(Status.notFound, '饰品不存在')
      const best = highestBid(deps, id)
      const sale = lastSale(deps, id)
      return {
        item_id: id,
        reference_price: formatCents(item.ref_price_cents),
        lowest_price: item.min_price_cents === null ? null : formatCents(item.min_price_cents),
        on_sale_count: item.on_sale_count,
        highest_buy_order: best === null ? null : formatCents(best),
        last_sale: sale ? { price: formatCents(sale.price_cents), sold_at: sale.sold_at } : null,
        max_price: formatCents(Math.min(priceCeiling(item.ref_price_cents), LIMITS.priceMax))
      }
    })
  })

  // the same checks as the create, without the pay password: fee and proceeds to the cent
  api.route('/v4/trade/sell/preview', (call): SellPreview => {
    const userId = call.userId()
    const entries = prepareListings(deps, userId, listingEntries(call.params.items))
    // fee-free promotion slots go to the first items that fit (server/README.md "Fee and rent promotions")
    const { quotes, note } = saleFeeQuotes(deps, userId, entries.map((entry) => entry.price))
    const totals = entries.reduce((sum, entry, index) => {
      const { fee, receive } = quotes[index]
      return { price: sum.price + entry.price, fee: sum.fee + fee, receive: sum.receive + receive }
    }, { price: 0, fee: 0, receive: 0 })
    return {
      items: entries.map((entry, index) => quoteOf(deps, userId, entry, quotes[index])),
      total_price: formatCents(totals.price),
      total_fee: formatCents(totals.fee),
      total_receive: formatCents(totals.receive),
      fee_note: note
    }
  })

  // one or many items in one call, all or nothing; the pay password confirms the batch
  api.write('/v4/trade/sell/create', (call): ListingBatch => {
    const userId = call.userId()
    const q = parse(call.params, { pay_password: optional(payPassword()) })
    return atomically(deps, () => {
      assertCanTrade(deps, userId)
      const entries = prepareListings(deps, userId, listingEntries(call.params.items))
      checkPayPassword(deps, userId, q.pay_password)
      const { ids, filled } = createListings(deps, userId, findUser(db, userId).steam_id!, entries)
      return { listings: ids.map((id) => myListingView(deps, ownListing(deps, userId, id))), filled }
    })
  })

  api.route('/v4/trade/sell/my-listings', (call) => {
    const userId = call.userId()
    expireStaleOrders(deps)
    const q = parse(call.params, {
      status: optional(oneOf('状态', LISTING_STATUSES)),
      appid: optional(appid()),
      page: optional(int('页码', 1, 100000), 1),
      page_size: optional(int('每页数量', 1, 100), 20)
    })
    const { rows, total } = myListingsPage(deps, userId, q)
    return { list: rows.map((row): MyListing => myListingView(deps, row)), total, page: q.page, page_size: q.page_size, has_more: q.page * q.page_size < total }
  })

  // one listing to a price, or a batch by a rule (match the lowest other listing, or 0.01 under it); all or nothing
  api.write('/v4/trade/sell/change-price', (call): PriceChangeResult => {
    const userId = call.userId()
    expireStaleOrders(deps)
    const byRule = call.params.rule !== undefined && call.params.rule !== ''
    return atomically(deps, () => {
      let filled = 0
      const skipped: PriceChangeResult['skipped'] = []
      let changed: number[]
      if (byRule) {
        const q = parse(call.params, { rule: oneOf('改价规则', PRICE_RULES) })
        changed = []
        for (const id of listingIds(call.params.listing_ids ?? call.params.listing_id)) {
          const target = ruledListingPrice(deps, userId, id, q.rule)
          if ('reason' in target) { skipped.push({ listing_id: id, reason: target.reason }); continue }
          if (setListingPrice(deps, userId, id, target.price)) filled++
          changed.push(id)
        }
      } else {
        const q = parse(call.params, { listing_id: int('在售饰品', 1), price: money('售价', LIMITS.priceMin, LIMITS.priceMax) })
        if (setListingPrice(deps, userId, q.listing_id, q.price)) filled++
        changed = [q.listing_id]
      }
      return { listings: changed.map((id) => myListingView(deps, ownListing(deps, userId, id))), skipped, filled }
    })
  })

  api.write('/v4/trade/sell/delist', (call): MyListing[] => {
    const userId = call.userId()
    expireStaleOrders(deps)
    const ids = listingIds(call.params.listing_ids ?? call.params.listing_id)
    return atomically(deps, () => {
      for (const id of ids) delistListing(deps, userId, id)
      return ids.map((id) => myListingView(deps, ownListing(deps, userId, id)))
    })
  })

  // an item's open buy orders, the highest first (then the oldest); who placed them is not shown
  api.route('/v4/trade/buy-order/item', (call): ItemBuyOrders => {
    const q = parse(call.params, { item_id: int('饰品', 1) })
    if (!loadItem(db, q.item_id)) fail(Status.notFound, '饰品不存在')
    const { rows, totalRemaining } = itemBuyOrders(deps, q.item_id)
    return {
      highest: rows.length > 0 ? formatCents(rows[0].price_cents) : null,
      total_remaining: totalRemaining,
      list: rows.map((row) => ({
        buy_order_id: row.id,
        price: formatCents(row.price_cents),
        remaining: row.remaining,
        min_wear: formatWear(row.min_wear_e4),
        max_wear: formatWear(row.max_wear_e4),
        created_at: row.created_at
      }))
    }
  })

  // 出售给求购: one inventory item into one buy order, at its price; the pay password confirms
  api.write('/v4/trade/buy-order/sell', (call): BuyOrderSale => {
    const userId = call.userId()
    const q = parse(call.params, { buy_order_id: int('求购单', 1), asset_id: str('饰品编号', { max: 20, pattern: ASSET_ID }), pay_password: optional(payPassword()) })
    return atomically(deps, (): BuyOrderSale => {
      assertCanTrade(deps, userId)
      const inventory = inventoryOf(deps, userId)
      if (inventory.state === 'not_bound' || inventory.state === 'private') fail(Status.conflict, 'Steam 库存不可用，无法出售')
      const asset = sellableAsset(deps, userId, q.asset_id, inventory)
      const order = fillableBuyOrder(deps, q.buy_order_id)
      if (!order) {
        const row = buyOrderState(deps, q.buy_order_id)
        if (!row) fail(Status.notFound, '求购单不存在')
        // open and not full, so its buyer cannot trade on Steam now (check or trade URL missing)
        fail(Status.conflict, row!.status === 'open' && row!.filled < row!.quantity ? '求购者暂时无法交易，请选择其他求购' : '该求购已成交或已取消，请刷新后重试')
      }
      if (order!.user_id === userId) fail(Status.badRequest, '不能出售给自己的求购')
      if (order!.item_id !== asset.item_id) fail(Status.badRequest, '该饰品与求购的饰品不一致')
      if (!wearFits(order!, asset.wear)) fail(Status.badRequest, '该饰品的磨损不在求购的磨损范围内')
      checkPayPassword(deps, userId, q.pay_password)
      ensureSynced(deps, inventory.steamId!)
      const listingId = buyOrderListing(deps, userId, asset, order!.price_cents)
      const orderNo = fillBuyOrder(deps, order!, { id: listingId, seller_id: userId, item_id: asset.item_id })
      // the order's own fee: a fee-free promotion may have waived it
      const fee = orderFee(deps, orderNo)
      const receive = order!.price_cents - fee
      return {
        order_id: orderNo,
        status: 'paid',
        buy_order_id: order!.id,
        listing_id: listingId,
        asset_id: asset.asset_id,
        item: itemSummary(loadItem(db, asset.item_id)!),
        price: formatCents(order!.price_cents),
        fee: formatCents(fee),
        receive: formatCents(receive)
      }
    })
  })
}
