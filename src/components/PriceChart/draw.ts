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
  const { line, bars, barWidth, xs, baseline } = geometry
  ctx.strokeStyle = colour.border
  ctx.lineWidth = 1
  for (let row = 0; row <= 3; row++) {
    const y = pad + ((baseline - pad) * row) / 3
    ctx.beginPath(); ctx.moveTo(0, y); ctx.lineTo(width, y); ctx.stroke()
  }
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
  const mark = picked === null ? line[line.length - 1] : line.find((point) => point.x === xs[picked])
  if (mark) {
    ctx.beginPath()
    ctx.arc(mark.x, mark.y, 3.5, 0, Math.PI * 2)
    ctx.fillStyle = colour.accent
    ctx.fill()
  }
}
