import Taro from '@tarojs/taro'

/**
 * Runs `show` once a page is on screen. Taro's H5 router hides any toast or modal that was
 * opened for another path when a page mounts, so feedback from a start-up call (before the
 * first page) would flash and vanish. Its router announces each mounted page with the
 * internal `__afterTaroRouterChange` event; the mini-program has no such race.
 */
export function whenPageShown (show: () => void): void {
  if (process.env.TARO_ENV !== 'h5' || Taro.getCurrentInstance()?.page) {
    show()
    return
  }
  const onPage = () => {
    Taro.eventCenter.off('__afterTaroRouterChange', onPage)
    show()
  }
  Taro.eventCenter.on('__afterTaroRouterChange', onPage)
}
