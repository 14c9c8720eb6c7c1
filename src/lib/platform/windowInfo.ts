import Taro from '@tarojs/taro'

export interface WindowInfo { width: number, height: number, pixelRatio: number }

const FALLBACK: WindowInfo = { width: 375, height: 667, pixelRatio: 2 }

/**
 * The visible window in CSS px. On H5 the browser answers directly: Taro's getWindowInfo
 * lives in a module that also ships a device-detection library (~10 KB gzip) into the
 * first load. The TARO_ENV test stays inline so each build drops the other branch.
 */
export function windowInfo (): WindowInfo {
  // if/else (not an early return): webpack drops only the branch of an `if` it can evaluate
  if (process.env.TARO_ENV === 'h5') {
    if (typeof window === 'undefined') return FALLBACK
    return {
      width: window.innerWidth || FALLBACK.width,
      height: window.innerHeight || FALLBACK.height,
      pixelRatio: window.devicePixelRatio || FALLBACK.pixelRatio
    }
  } else {
    try {
      const info = Taro.getWindowInfo()
      return { width: info.windowWidth || FALLBACK.width, height: info.windowHeight || FALLBACK.height, pixelRatio: info.pixelRatio || FALLBACK.pixelRatio }
    } catch {
      return FALLBACK
    }
  }
}
