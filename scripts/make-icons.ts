import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { LAUNCH_SCREENS, launchScreenFile } from './lib/launch-screens.ts'

/**
 * Draws the Mọt logo (a bookworm rising from an open book) and writes the icons the manifest,
 * index.html and the fallback cover use, and the logo the header and the favicon are drawn with. Run
 * it again after changing the drawing; the outputs are committed so a build needs no image tools.
 */
const background = '#14101f'
const worm = '#ff6b4a'
const page = '#f4ecd8'

const artwork = (opacity = 1) => `
  <g opacity="${opacity}">
    <path d="M256 350 C256 262 304 246 304 186" fill="none" stroke="${worm}" stroke-width="58" stroke-linecap="round"/>
    <circle cx="304" cy="172" r="44" fill="${worm}"/>
    <circle cx="318" cy="160" r="14" fill="#fff"/>
    <circle cx="322" cy="160" r="7" fill="${background}"/>
    <path d="M256 404 Q186 374 96 390 L96 296 Q186 282 256 314 Z" fill="${page}"/>
    <path d="M256 404 Q326 374 416 390 L416 296 Q326 282 256 314 Z" fill="#e2d6bb"/>
  </g>`

const svg = (size: number, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512"><title>Mọt</title>${defs}${body}</svg>`

const gradient = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#33265a"/><stop offset="1" stop-color="${background}"/></linearGradient></defs>`

/** Rounded tile for browsers that show the icon as it is. */
const rounded = (size: number) =>
  svg(size, `<rect width="512" height="512" rx="112" fill="url(#bg)"/>${artwork()}`, gradient)

/** Full-bleed tile with the artwork inside the central safe zone, for masks and iOS. */
const fullBleed = (size: number, scale: number) =>
  svg(
    size,
    `<rect width="512" height="512" fill="url(#bg)"/>
     <g transform="translate(256 270) scale(${scale}) translate(-256 -290)">${artwork()}</g>`,
    gradient,
  )

const fallbackCover = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420" viewBox="0 0 300 420">
  <title>Mọt</title>
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#2a2045"/><stop offset="1" stop-color="${background}"/></linearGradient></defs>
  <rect width="300" height="420" fill="url(#bg)"/>
  <g transform="translate(150 215) scale(0.42) translate(-256 -290)">${artwork(0.35)}</g>
</svg>
`

/**
 * The site's own link preview (Open Graph, 1200×630, the size Facebook and Zalo draw), for pages with
 * no picture of their own (search, the device's pages).
 */
const sitePreview = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <title>Mọt</title>${gradient}
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(600 330) scale(1.3) translate(-256 -290)">${artwork()}</g>
</svg>`

const root = join(import.meta.dirname, '..', 'public')
mkdirSync(join(root, 'icons'), { recursive: true })
mkdirSync(join(root, 'images'), { recursive: true })
// The header's and the favicon's drawing, written into the styles and the page by the build.
writeFileSync(join(import.meta.dirname, '..', 'src', 'styles', 'logo.svg'), `${rounded(512)}\n`)
writeFileSync(join(root, 'images', 'fallback-cover.svg'), fallbackCover)

const pngs: [string, string][] = [
  ['icon-192.png', rounded(192)],
  ['icon-512.png', rounded(512)],
  ['maskable-192.png', fullBleed(192, 0.68)],
  ['maskable-512.png', fullBleed(512, 0.68)],
  ['apple-touch-icon.png', fullBleed(180, 0.8)],
]
for (const [name, drawing] of pngs) {
  await sharp(Buffer.from(drawing))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(root, 'icons', name))
}
// The favicon for browsers without SVG ones, at the address they ask for when a page names none
// they can use: an ICO holding one 32 px PNG (a 6-byte header, then one 16-byte entry).
const favicon = await sharp(Buffer.from(rounded(32)))
  .png({ compressionLevel: 9 })
  .toBuffer()
const header = Buffer.alloc(22)
header.writeUInt16LE(1, 2) // an icon
header.writeUInt16LE(1, 4) // one image
header.writeUInt8(32, 6) // 32 px wide
header.writeUInt8(32, 7) // and high
header.writeUInt16LE(1, 10) // one colour plane
header.writeUInt16LE(32, 12) // 32 bits a pixel
header.writeUInt32LE(favicon.length, 14)
header.writeUInt32LE(header.length, 18) // the PNG follows
writeFileSync(join(root, 'favicon.ico'), Buffer.concat([header, favicon]))
await sharp(Buffer.from(sitePreview))
  .png({ compressionLevel: 9, palette: true })
  .toFile(join(root, 'images', 'site-preview.png'))
/**
 * An iOS launch screen: the app's background with the logo in the middle, a fifth of the narrow side,
 * as the app's first screen shows on the same background (no words: one picture for every language).
 */
const launchScreen = (width: number, height: number) => {
  const logo = Math.round(Math.min(width, height) / 5)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${background}"/>
  <svg x="${(width - logo) / 2}" y="${(height - logo) / 2}" width="${logo}" height="${logo}" viewBox="0 0 512 512">${artwork()}</svg>
</svg>`
}
mkdirSync(join(root, 'launch'), { recursive: true })
for (const screen of LAUNCH_SCREENS) {
  await sharp(Buffer.from(launchScreen(screen.width * screen.ratio, screen.height * screen.ratio)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(root, launchScreenFile(screen)))
}
console.log(
  `Wrote ${pngs.length} icons, ${LAUNCH_SCREENS.length} launch screens, the favicon, the fallback cover and the site's preview to public/, the logo to src/styles/`,
)
