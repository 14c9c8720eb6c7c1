import { hexToRgba } from '@/lib/colour'
import { colour } from '@/styles/tokens'
import type { ChartGeometry } from './geometry'

export interface Canvas2d {
  width: number
  height: number
  getContext (type: '2d'): CanvasRenderingContext2D | null
}

/** Paints the chart on a type-2d canvas (H5 and the mini-program alike): grid, volume bars, price line and area, the picked day. */
export function drawChart (canvas: Canvas2d, width: number, height: number, ratio: number, geometry: ChartGeometry, picked: number | null, pad: number): void {
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  canvas.width = Math.round(width * ratio)
  canvas.height = Math.round(height * ratio)
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
  ctx.clearRect(0, 0, width, height)
  const { line, bars, barWidth, xs, baseline, ticks } = geometry
  ctx.strokeStyle = colour.border
  ctx.lineWidth = 1
  for (const tick of ticks) { ctx.beginPath(); ctx.moveTo(0, tick.y); ctx.lineTo(width, tick.y); ctx.stroke() }
  ctx.fillStyle = hexToRgba(colour.textTertiary, 0.35)
  for (const bar of bars) ctx.fillRect(bar.x - barWidth / 2, bar.top, barWidth, bar.bottom - bar.top)
  if (line.length > 1) {
    const fill = ctx.createLinearGradient(0, 0, 0, baseline)
    fill.addColorStop(0, hexToRgba(colour.accent, 0.26))
    fill.addColorStop(1, hexToRgba(colour.accent, 0))
    ctx.beginPath()
    ctx.moveTo(line[0].x, baseline)
    line.forEach((point) => ctx.lineTo(point.x, point.y))
    ctx.lineTo(line[line.length - 1].x, baseline)
    ctx.closePath()
    ctx.fillStyle = fill
    ctx.fill()
    ctx.beginPath()
    line.forEach((point, index) => (index === 0 ? ctx.moveTo(point.x, point.y) : ctx.lineTo(point.x, point.y)))
    ctx.strokeStyle = colour.accent
    ctx.lineWidth = 2
    ctx.lineJoin = 'round'
    ctx.stroke()
  }
  if (picked !== null && xs[picked] !== undefined) {
    ctx.strokeStyle = colour.textTertiary
    ctx.lineWidth = 1
    ctx.beginPath(); ctx.moveTo(xs[picked], pad); ctx.lineTo(xs[picked], height - pad); ctx.stroke()
  }
  drawTickLabels(ctx, ticks, pad)
  const mark = picked === null ? line[line.length - 1] : line.find((point) => point.x === xs[picked])
  if (mark) {
    ctx.beginPath()
    ctx.arc(mark.x, mark.y, 3.5, 0, Math.PI * 2)
    ctx.fillStyle = colour.accent
    ctx.fill()
  }
}

/** The price axis' labels at the left, on a white halo over the line: above their grid line, the top one below it. */
function drawTickLabels (ctx: CanvasRenderingContext2D, ticks: ChartGeometry['ticks'], pad: number): void {
  ctx.font = '10px sans-serif'
  ctx.textAlign = 'left'
  ctx.lineWidth = 3
  ctx.lineJoin = 'round'
  ticks.forEach((tick, index) => {
    const top = index === ticks.length - 1
    ctx.textBaseline = top ? 'top' : 'bottom'
    const y = top ? tick.y + 2 : tick.y - 2
    ctx.strokeStyle = colour.textInverse
    ctx.strokeText(tick.label, pad, y)
    ctx.fillStyle = colour.textTertiary
    ctx.fillText(tick.label, pad, y)
  })
}
