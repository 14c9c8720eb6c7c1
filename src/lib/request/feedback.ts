import Taro from '@tarojs/taro'
import { whenPageShown } from '../platform/firstPage'
import { ApiError, STATUS } from './errors'

// the toast and dialog code is not part of the first load; it is fetched once the first page shows
const ui = () => import('./feedbackUi')
whenPageShown(() => { void ui().catch(() => undefined) })

/** spec 9: toast default duration. */
export const TOAST_DURATION_MS = 1500
export const TEXT = {
  loginExpired: '登录失效',
  requestFailed: '请求异常',
  timedOut: '网络超时，请稍后重试',
  healthCancel: '再看看',
  healthConfirm: '前往检测'
} as const
export const HEALTH_CHECK_PAGE = '/pages/user/check/index'

// spec 8: the server message, else 登录失效 for 401, else 请求异常; a time-out has its own text
export function toastText (error: ApiError): string | null {
  if (error.status === STATUS.healthCheck || error.status === STATUS.silent) return null // spec 8: never for 3104, 3000
  if (error.kind === 'timeout') return TEXT.timedOut
  if (error.serverMessage) return error.serverMessage
  return error.kind === 'unauthorized' ? TEXT.loginExpired : TEXT.requestFailed
}

export function showErrorToast (error: ApiError): void {
  const title = toastText(error)
  if (!title) return
  whenPageShown(() => {
    void Promise.resolve()
      .then(ui)
      .then(({ showToastNow }) => showToastNow(title, TOAST_DURATION_MS))
      .catch(() => undefined)
  })
}

// spec 8: 3104 asks for the account health check
export function showHealthCheckDialog (error: ApiError): void {
  whenPageShown(() => {
    void Promise.resolve()
      .then(ui)
      .then(({ showDialog }) => showDialog({
        content: error.serverMessage,
        showCancel: true,
        cancelText: TEXT.healthCancel,
        confirmText: TEXT.healthConfirm
      }))
      .then((result) => (result.confirm ? Taro.navigateTo({ url: HEALTH_CHECK_PAGE }) : undefined))
      .catch(() => undefined)
  })
}
