/** spec 9 / DESIGN 7: design width and device ratios (Taro's pxtransform table). */
export const DESIGN_WIDTH = 750
export const DEVICE_RATIO: Readonly<Record<number, number>> = { 640: 1.17, 750: 1, 828: 0.905 }

export function deviceRatio (designWidth = DESIGN_WIDTH): number {
  const ratio = DEVICE_RATIO[designWidth]
  if (ratio === undefined) throw new RangeError(`No device ratio for design width ${designWidth}`)
  return ratio
}

/** A size from the design draft in rpx. */
export function designToRpx (px: number, designWidth = DESIGN_WIDTH): number {
  return px * deviceRatio(designWidth)
}

/** A size from the design draft in CSS px on a screen `screenWidth` px wide. */
export function designToPx (px: number, screenWidth: number, designWidth = DESIGN_WIDTH): number {
  return (designToRpx(px, designWidth) * screenWidth) / DESIGN_WIDTH
}

export type DeviceKind = { os: 'android' | 'ios' | 'other', iphoneX: boolean }

/** spec 9: status bar offset — 68 Android, 88 iPhone X, 64 otherwise. */
export function statusBarOffset (device: DeviceKind): number {
  if (device.os === 'android') return 68
  if (device.iphoneX) return 88
  return 64
}

/** iPhone X and later: a notch, i.e. a tall screen (812 px and up) on iOS. */
export function isIphoneX (os: DeviceKind['os'], screenHeight: number, screenWidth: number): boolean {
  return os === 'ios' && Math.max(screenHeight, screenWidth) >= 812
}
