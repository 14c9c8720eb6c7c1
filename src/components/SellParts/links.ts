/** Where the seller's screens send each other (routes in src/lib/routes.ts OUR_ROUTES). */
export const INVENTORY_URL = '/pages/sell/inventory/index'
export const LISTINGS_URL = '/pages/sell/listings/index'
/** 上架出售 for the chosen inventory items. */
export const createUrl = (assetIds: string[]): string => `/pages/sell/create/index?asset_ids=${assetIds.join(',')}`
/** The asset ids a create link carries (16-digit ids only, at most 50). */
export const assetIdsOf = (param: string | undefined): string[] => (param ?? '').split(',').filter((id) => /^\d{1,20}$/.test(id)).slice(0, 50)
/** 出售订单详情, where the seller sends the offer. */
export const sellOrderUrl = (orderId: string): string => `/pages/sell/order/index?id=${orderId}`
