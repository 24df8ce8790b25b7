import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { FIRST_SCREEN, isHomePath } from '../../src/contract/first-screen.ts'
import { DRAWN_READER_STYLES, drawnWithReaderStyles } from '../../src/contract/page-styles.ts'

/** One entry of Vite's build manifest (.vite/manifest.json). */
interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, Chunk>

export interface RouteLoad {
  /** The route file under src/routes, e.g. `$lang/comic/$slug.tsx`. */
  route: string
  /** The address a visitor opens, e.g. `/vi/comic/$slug`. */
  path: string
  js: number
  css: number
  files: string[]
  shaka: boolean
}

/** Text only the video player's own bundle holds: finds it even if it were merged into another chunk. */
const SHAKA_MARKER = 'shakaMediaKeysPolyfill'

export const readManifest = (outDir: string): Manifest =>
  JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))

/**
 * The gzip bytes the server sends for a file: the build's own gzip copy of it (vite.config.ts
 * precompresses assets), or, for a file the build left as it is, the file gzipped at level 9.
 */
export function gzipBytes(outDir: string, file: string) {
  const path = join(outDir, file)
  if (existsSync(`${path}.gz`)) return statSync(`${path}.gz`).size
  return gzipSync(readFileSync(path), { level: 9 }).length
}

export function holdsShaka(outDir: string, file: string) {
  return /shaka-player/.test(file) || readFileSync(join(outDir, file), 'utf8').includes(SHAKA_MARKER)
}

/** A chunk and everything it imports statically (the browser fetches all of it before running it). */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue
    seen.add(key)
    closure(manifest, manifest[key].imports ?? [], seen)
  }
  return seen
}

/**
 * The route files a visit to `routeFile` renders, outermost first: each folder on its path that has
 * a layout file (`$lang.tsx` or `$lang/route.tsx`). A folder named `$slug_` is not nested in `$slug.tsx`.
 */
export function routeChain(routesDir: string, routeFile: string): string[] {
  const parts = routeFile.replace(/\.tsx$/, '').split('/')
  const chain: string[] = []
  for (let i = 1; i < parts.length; i++) {
    const folder = parts.slice(0, i).join('/')
    for (const layout of [`${folder}.tsx`, `${folder}/route.tsx`]) {
      if (existsSync(join(routesDir, layout))) chain.push(layout)
    }
  }
  return [...chain, routeFile]
}

/** Every page route file (layouts and the bare redirect at / are not pages of their own). */
export function pageRoutes(routesDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    )
  const files = walk(routesDir)
    .filter((file) => /\.tsx$/.test(file))
    .map((file) => relative(routesDir, file))
  const layouts = new Set(files.filter((f) => files.some((other) => other.startsWith(`${f.slice(0, -4)}/`))))
  return files
    .filter((f) => !layouts.has(f) && !/(^|\/)(__root|route)\.tsx$/.test(f) && f !== 'index.tsx')
    .sort()
}

export const routePath = (route: string, lang: string) =>
  `/${route
    .replace(/\.tsx$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/_(\/|$)/g, '$1')
    .replace(/^\$lang/, lang)}`

/**
 * What a first visit to a route downloads: the entry, the language's catalogue (at the home, only the
 * messages of the app's script: src/shared/i18n/activate.ts) and the route's chunks.
 */
export function firstLoad(
  outDir: string,
  manifest: Manifest,
  routesDir: string,
  route: string,
  lang = 'vi',
): RouteLoad {
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const path = routePath(route, lang)
  const catalogue = `src/locales/${lang}/messages.po${isHomePath(path) ? FIRST_SCREEN : ''}`
  // Each route file of the chain is split into chunks by what they hold (`?tsr-split=component---loader`):
  // a visit runs the loader and draws the component, and may show the pending one meanwhile. The error
  // and not-found screens load only when something fails. A part that is not split is in the entry.
  const chain = new Set(routeChain(routesDir, route).map((file) => `src/routes/${file}`))
  const split = Object.keys(manifest).filter((key) => {
    const [file, parts] = key.split('?tsr-split=')
    return (
      parts !== undefined &&
      chain.has(file!) &&
      /(^|---)(component|loader|pendingComponent)($|---)/.test(parts)
    )
  })
  const keys = closure(manifest, [...entry, catalogue, ...split])
  // Several parts may land in one file (a split merged into a shared chunk): count each file once.
  const js = [...new Set([...keys].map((key) => manifest[key]!.file))]
  let css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))]
  // A reader's page is drawn with the reader's styles in place of the site's (server/render/page-styles.ts).
  const drawnReader = manifest[DRAWN_READER_STYLES]?.file
  if (drawnReader && drawnWithReaderStyles([route.replace(/\.tsx$/, '')])) {
    const site = new Set(entry.flatMap((key) => manifest[key]!.css ?? []))
    css = [drawnReader, ...css.filter((file) => !site.has(file))]
  }
  return {
    route,
    path,
    js: js.reduce((sum, file) => sum + gzipBytes(outDir, file), 0),
    css: css.reduce((sum, file) => sum + gzipBytes(outDir, file), 0),
    files: [...js, ...css],
    shaka: js.some((file) => holdsShaka(outDir, file)),
  }
}

/** The files the service worker precaches, read from the manifest injected into sw.js. */
export function precachedFiles(outDir: string): string[] {
  const sw = join(outDir, 'sw.js')
  if (!existsSync(sw))
    throw new Error(`${relative(dirname(outDir), sw)} is missing: the build made no service worker`)
  const text = readFileSync(sw, 'utf8')
  return [...text.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map((match) => match[1]!)
}
