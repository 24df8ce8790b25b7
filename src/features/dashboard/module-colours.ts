import type { CSSProperties } from 'react'
import type { DashboardModule } from '../../contract/schemas/dashboards.ts'

/** Readable text on the module's own background: dark text on light colours, light on dark ones. */
export function textColourOn(background: string | null | undefined) {
  const hex = background?.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1]
  if (!hex) return undefined
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  return luminance > 0.18 ? '#14101f' : '#ffffff'
}

export const chatStyle = (module: DashboardModule): CSSProperties | undefined =>
  module.backgroundColor
    ? { backgroundColor: module.backgroundColor, color: textColourOn(module.backgroundColor) }
    : undefined
