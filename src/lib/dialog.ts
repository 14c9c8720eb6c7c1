import Taro from '@tarojs/taro'
import { colour } from '@/styles/tokens'

/** The accent (the orange of buttons and prices): every dialog's confirm button wears it. */
export const BRAND_COLOUR = colour.accent

/** Taro.showModal with the brand colour on its confirm button: the app's one way to open a dialog (a test keeps it so). */
export function showDialog (options: Taro.showModal.Option): Promise<Taro.showModal.SuccessCallbackResult> {
  return Taro.showModal({ ...options, confirmColor: BRAND_COLOUR })
}
