import Taro from '@tarojs/taro'

/** The brand colour (the orange of buttons and prices): every dialog's confirm button wears it. */
export const BRAND_COLOUR = '#f15a24'

/** Taro.showModal with the brand colour on its confirm button: the app's one way to open a dialog (a test keeps it so). */
export function showDialog (options: Taro.showModal.Option): Promise<Taro.showModal.SuccessCallbackResult> {
  return Taro.showModal({ ...options, confirmColor: BRAND_COLOUR })
}
