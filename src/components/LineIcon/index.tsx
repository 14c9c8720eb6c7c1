import { View } from '@tarojs/components'
import { colour as tokens } from '@/styles/tokens'
import './index.scss'

interface LineIconProps {
  /** the drawing: a 24×24 path (ICON_PATHS, or a screen's own set) */
  path: string
  /** stroke colour (a 3- or 6-digit hex) */
  colour?: string
  className?: string
}

/** The SVG of one icon as a data URL: a CSS background draws it the same on H5 and in the mini-program (which has no inline SVG). */
export function iconUrl (path: string, colour: string = tokens.textInverse): string {
  const stroke = `stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" ${stroke}><path d="${path}"/></svg>`
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`
}

/** A small line icon, sized by its class (default 40 design px). */
export default function LineIcon ({ path, colour, className = '' }: LineIconProps) {
  return <View className={`line-icon ${className}`} style={{ backgroundImage: iconUrl(path, colour) }} />
}
