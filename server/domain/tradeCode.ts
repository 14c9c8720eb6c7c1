/** What the Steam offer says: the trade's verification code first, so the buyer sees it in Steam's offer list. */
export const offerMessage = (code: string, itemName: string, orderNo: string): string => `C5 验证码 ${code} · ${itemName} · 订单 ${orderNo}`
