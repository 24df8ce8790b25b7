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

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

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

/**
 * Art with no words in it, the same for the same seed: the 5:7 cover (600x840), the 16:9 banner
 * (1200x675) and the tall 5:7 one phones show, and the section tiles. The page sets the title, type and year
 * over it in the reader's language; words drawn into the picture would say them twice, and in
 * one language only.
 */
export function wordlessSvg(w: number, h: number, look: Look, seed: string, shadeToward: 'bottom' | 'left') {
  return `${svgOpen(w, h)}${backdrop('a', look, w, h, seed, shadeToward)}</svg>`
}
