import { between, pick, rng } from './random.ts'
import { escapeXml, type Look } from './svg.ts'

/**
 * A comic page (800x1200): panels in one of a few layouts, each a small scene (sky, ground, one or
 * two figures, a speech bubble or a sound effect), with the chapter and page number, so a reader
 * can tell pages apart and see lazy loading and ordering work.
 */
type Box = [x: number, y: number, w: number, h: number]

/** Every demo page's size: the seed records it with the chapter, as the importer does a real page's. */
export const COMIC_PAGE_SIZE = { width: 800, height: 1200 } as const

const W = 720
const H = 1060
const gap = 18

/** Panel layouts in a 720x1060 frame. */
const layouts: Box[][] = [
  [
    [0, 0, W, 420],
    [0, 420 + gap, (W - gap) / 2, H - 420 - gap],
    [(W + gap) / 2, 420 + gap, (W - gap) / 2, H - 420 - gap],
  ],
  [
    [0, 0, W, (H - 2 * gap) / 3],
    [0, (H + gap) / 3, W, (H - 2 * gap) / 3],
    [0, (2 * (H + gap)) / 3, W, (H - 2 * gap) / 3],
  ],
  [
    [0, 0, (W - gap) / 2, (H - gap) / 2],
    [(W + gap) / 2, 0, (W - gap) / 2, (H - gap) / 2],
    [0, (H + gap) / 2, (W - gap) / 2, (H - gap) / 2],
    [(W + gap) / 2, (H + gap) / 2, (W - gap) / 2, (H - gap) / 2],
  ],
  [
    [0, 0, (W - gap) * 0.55, H],
    [(W - gap) * 0.55 + gap, 0, (W - gap) * 0.45, (H - gap) / 2],
    [(W - gap) * 0.55 + gap, (H + gap) / 2, (W - gap) * 0.45, (H - gap) / 2],
  ],
  [
    [0, 0, (W - gap) / 2, 300],
    [(W + gap) / 2, 0, (W - gap) / 2, 300],
    [0, 300 + gap, W, 400],
    [0, 718 + gap, (W - gap) / 2, H - 718 - gap],
    [(W + gap) / 2, 718 + gap, (W - gap) / 2, H - 718 - gap],
  ],
]

/** Exclamations and sound effects only: one set of pages serves both languages. */
const words = ['!', '?!', '...', '♪', '♥', 'Ha ha!', 'Hm?', 'Zzz', 'Ồ!', 'Hì hì']
const effects = ['BÙM!', 'VÚT!', 'RẦM!', 'XOẸT!', 'BỐP!']
const skins = ['#f3c9a5', '#e0ac82', '#c68a5e', '#f7dcc4']

function figure(random: () => number, x: number, ground: number, scale: number, shirt: string) {
  const head = 26 * scale
  const body = 70 * scale
  return `<g stroke="#111" stroke-width="3">
<rect x="${x - 24 * scale}" y="${ground - body}" width="${48 * scale}" height="${body}" rx="${16 * scale}" fill="${shirt}"/>
<circle cx="${x}" cy="${ground - body - head + 4}" r="${head}" fill="${pick(random, skins)}"/>
<circle cx="${x - 9 * scale}" cy="${ground - body - head}" r="${3 * scale}" fill="#111" stroke="none"/>
<circle cx="${x + 9 * scale}" cy="${ground - body - head}" r="${3 * scale}" fill="#111" stroke="none"/></g>`
}

function bubble(x: number, y: number, text: string) {
  const w = Math.max(90, text.length * 17 + 40)
  return `<g><polygon points="${x - 10},${y + 22} ${x + 14},${y + 22} ${x - 18},${y + 56}" fill="#fff" stroke="#111" stroke-width="3"/>
<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="34" fill="#fff" stroke="#111" stroke-width="3"/>
<text x="${x}" y="${y + 9}" font-size="26" font-weight="700" text-anchor="middle" fill="#111">${escapeXml(text)}</text></g>`
}

function scene(random: () => number, [x, y, w, h]: Box, look: Look, id: string) {
  const [from, to, accent] = look.palette
  const ground = y + h * (0.72 + random() * 0.12)
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})"/>`,
    `<circle cx="${x + w * (0.15 + random() * 0.7)}" cy="${y + h * 0.22}" r="${Math.min(w, h) * 0.1}" fill="#fff7d6" fill-opacity="0.9"/>`,
    `<path d="M${x} ${ground} Q${x + w / 2} ${ground - h * 0.12} ${x + w} ${ground} L${x + w} ${y + h} L${x} ${y + h} Z" fill="${to}" fill-opacity="0.85"/>`,
  ]
  const scale = Math.min(1.3, Math.max(0.7, h / 360))
  const count = between(random, 1, Math.min(2, Math.floor(w / 160)))
  for (let i = 0; i < count; i++) {
    parts.push(figure(random, x + (w * (i + 1)) / (count + 1), ground + 10, scale, i ? accent : from))
  }
  if (random() < 0.3) {
    const fx = x + w * 0.5
    const fy = y + h * 0.3
    const rays = Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2
      return `<line x1="${fx}" y1="${fy}" x2="${fx + Math.cos(a) * w}" y2="${fy + Math.sin(a) * w}" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>`
    })
    parts.push(
      ...rays,
      `<text x="${fx}" y="${fy + 20}" font-size="${Math.min(72, w / 5)}" font-weight="900" text-anchor="middle" fill="${accent}" stroke="#111" stroke-width="3">${pick(random, effects)}</text>`,
    )
  } else if (h > 200) {
    parts.push(bubble(x + w * (0.3 + random() * 0.4), y + 60, pick(random, words)))
  }
  return `<g clip-path="url(#${id}-clip)">${parts.join('')}</g>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#111" stroke-width="5"/>`
}

export function comicPageSvg(
  head: string,
  chapter: number,
  page: number,
  pages: number,
  look: Look,
  seed: string,
) {
  const random = rng(`${seed}/${chapter}/${page}`)
  const boxes = layouts[(chapter + page) % layouts.length]!.map(([x, y, w, h]): Box => [x + 40, y + 70, w, h])
  const defs = boxes.map(([x, y, w, h], i) => {
    const light = 0.55 + random() * 0.4
    return `<linearGradient id="p${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.palette[0]}" stop-opacity="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
<clipPath id="p${i}-clip"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`
  })
  const { width, height } = COMIC_PAGE_SIZE
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${defs.join('')}</defs><rect width="${width}" height="${height}" fill="#fdfcf7"/>
<g font-family="'Be Vietnam Pro', 'Noto Sans', 'DejaVu Sans', Arial, sans-serif">
<text x="40" y="48" font-size="20" fill="#777">${escapeXml(head)} · #${chapter}</text>
${boxes.map((box, i) => scene(random, box, look, `p${i}`)).join('\n')}
<text x="400" y="1172" font-size="26" font-weight="700" text-anchor="middle" fill="#333">${page} / ${pages}</text>
</g></svg>`
}
