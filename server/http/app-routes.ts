import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import FindMyWay from 'find-my-way'
import { FIRST_SCREEN } from '../../src/contract/first-screen.ts'

/**
 * The app's page routes as the build names them (Vite's manifest), read once: the pages' hints and
 * their status codes find a page among the same routes the app has, with no routing table written here.
 */
/** A page route of the app: its path as the route file names it (`$lang/comic/$slug_/$chapterIndex`). */
export interface BuiltRoute {
  id: string
  /** The route's own scripts: its code-split chunk and the chunks that imports, less the app's script. */
  scripts: string[]
}

interface ManifestChunk {
  file: string
  imports?: string[]
}

const ROUTES_DIR = 'src/routes/'
const SPLIT = '?tsr-split='
const CATALOGUE = /^src\/locales\/([^/]+)\/messages\.po(.*)$/

export type Router = FindMyWay.Instance<FindMyWay.HTTPVersion.V1>

export interface Build {
  /** The app's page routes, each found with its route file's path and its scripts. */
  router: Router
  /** How many page routes the build names: none for a build without a manifest. */
  routeCount: number
  /** Each language's catalogue chunk by language (`vi`), and its first screen's (`vi?first-screen`). */
  catalogues: Map<string, string>
}

/** What the build holds, or nothing for a build without a manifest (the page still works, unhinted). */
export function readBuild(appDir: string): Build {
  const file = join(appDir, '.vite', 'manifest.json')
  if (!existsSync(file)) return { router: routerOf([]), routeCount: 0, catalogues: new Map() }
  let manifest: Record<string, ManifestChunk>
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return { router: routerOf([]), routeCount: 0, catalogues: new Map() }
  }
  const catalogues = new Map<string, string>()
  for (const [key, chunk] of Object.entries(manifest)) {
    const [, language, part] = CATALOGUE.exec(key) ?? []
    if (language && (part === '' || part === FIRST_SCREEN)) catalogues.set(`${language}${part}`, chunk.file)
  }
  const routes = readPageRoutes(manifest)
  return { router: routerOf(routes), routeCount: routes.length, catalogues }
}

/** The page routes of a build's manifest. */
function readPageRoutes(manifest: Record<string, ManifestChunk>): BuiltRoute[] {
  const files = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return seen
    seen.add(key)
    for (const imported of chunk.imports ?? []) files(imported, seen)
    return seen
  }
  // The shell already loads the app's script and what it imports.
  const loaded = files('index.html')
  return Object.keys(manifest).flatMap((key) => {
    // The router's code splitting names each piece; the one that draws the page holds its component.
    const [path, split] = key.split(SPLIT)
    if (!path?.startsWith(ROUTES_DIR) || !split?.split('---').includes('component')) return []
    const id = path.slice(ROUTES_DIR.length).replace(/\.tsx$/, '')
    const scripts = [...files(key)]
      .filter((chunk) => !loaded.has(chunk))
      .map((chunk) => manifest[chunk]!.file)
    return [{ id, scripts }]
  })
}

/**
 * The routes as a router that chooses as the app's does: a fixed segment wins over a parameter. A
 * route file's `$name` is a parameter, `$name_` one outside its parent's layout, `index` the parent.
 */
function routerOf(routes: BuiltRoute[]): Router {
  const router = FindMyWay({ ignoreTrailingSlash: true })
  for (const route of routes) {
    const segments = route.id.split('/').filter((segment) => segment !== 'index')
    const path = `/${segments.map((segment) => routeSegment(segment)).join('/')}`
    // A layout and its index page share a path: the first one the build names is kept.
    if (!router.hasRoute('GET', path)) router.on('GET', path, () => {}, route)
  }
  return router
}

/** A route file's segment as the router's: `$` (the rest of the address) is a wildcard. */
function routeSegment(segment: string): string {
  if (segment === '$') return '*'
  return segment.startsWith('$') ? `:${segment.slice(1).replace(/_$/, '')}` : segment
}

/** The path's segments decoded, or null when one cannot be (a malformed address gets no hints). */
export function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
}
