import { rng } from './random.ts'
import { drawMotif, type Motif } from './svg-motifs.ts'

/**
 * Demo pictures are SVG: tiny to write at start-up, sharp at any size, and the media route turns
 * them into WebP at the widths a page asks for.
 */
export interface Look {
  /** Gradient start, gradient end, accent. */
  palette: [string, string, string]
  motif: Motif
}

const sans = "'Be Vietnam Pro', 'Noto Sans', 'DejaVu Sans', Arial, sans-serif"

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Breaks text into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`

function backdrop(
  id: string,
  look: Look,
  w: number,
  h: number,
  seed: string,
  shadeToward: 'bottom' | 'left',
) {
  const [from, to, accent] = look.palette
  const shade = shadeToward === 'bottom' ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="1" y1="0" x2="0" y2="0"'
  return `<defs>
<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="${id}-shade" ${shade}><stop offset="0.4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.78"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>
${drawMotif(look.motif, rng(seed), w, h, accent)}
<rect width="${w}" height="${h}" fill="url(#${id}-shade)"/>`
}

function textLines(lines: string[], x: number, lastY: number, size: number, attrs: string) {
  const step = Math.round(size * 1.22)
  return lines
    .map((line, i) => {
      const y = lastY - (lines.length - 1 - i) * step
      return `<text x="${x}" y="${y}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`
    })
    .join('')
}

/** A 5:7 cover (600x840): the backdrop, a type badge, the Vietnamese title and the English one. */
export function coverSvg(title: string, subtitle: string, badge: string, look: Look, seed: string) {
  const lines = wrap(title, 14).slice(0, 4)
  const size = lines.some((l) => l.length > 11) ? 54 : 62
  return `${svgOpen(600, 840)}${backdrop('c', look, 600, 840, seed, 'bottom')}
<g font-family="${sans}">
<rect x="32" y="32" width="${badge.length * 13 + 40}" height="40" rx="20" fill="#000" fill-opacity="0.4"/>
<text x="52" y="59" font-size="18" font-weight="700" letter-spacing="2" fill="#fff">${escapeXml(badge)}</text>
${textLines(lines, 40, 730, size, 'font-weight="800" fill="#fff"')}
<text x="40" y="790" font-size="26" fill="#fff" fill-opacity="0.8">${escapeXml(subtitle)}</text>
</g></svg>`
}

/**
 * Art with no words in it, the same for the same seed: the 16:9 banner (1200x675) and the tall
 * 5:7 one phones show (600x840), and the section tiles. The page sets the title, type and year
 * over it in the reader's language; words drawn into the picture would say them twice, and in
 * one language only.
 */
export function wordlessSvg(w: number, h: number, look: Look, seed: string, shadeToward: 'bottom' | 'left') {
  return `${svgOpen(w, h)}${backdrop('a', look, w, h, seed, shadeToward)}</svg>`
}
