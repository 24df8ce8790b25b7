import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FIRST_SCREEN, isHomePath } from '../../src/contract/first-screen.ts'
import type { Language } from '../../src/contract/languages.ts'

/** The build's manifest (Vite's `build.manifest`), read once at start (readManifest). */
export type Manifest = Record<string, ManifestChunk>

interface ManifestChunk {
  file: string
  imports?: string[]
}

const ROUTES_DIR = 'src/routes/'
const SPLIT = '?tsr-split='
const CATALOGUE = /^src\/locales\/([^/]+)\/messages\.po(.*)$/

/** A drawn page: its language, address and the route files it drew (src/contract/rendered-page.ts). */
interface DrawnPage {
  language: Language
  url: string
  routes: readonly string[]
}

/**
 * The code a drawn page runs besides the app's own script, as addresses: the scripts of the routes
 * it drew and its language's messages, as the build's manifest names them (Vite's
 * `build.manifest`). Asked for beside the app's script rather than after it has run
 * (public/app-start.js), they let the app take the page over sooner. None for a build without a
 * manifest.
 */
export function pageScripts(manifest: Manifest): (page: DrawnPage) => string[] {
  const catalogues = new Map<string, string>()
  for (const [key, chunk] of Object.entries(manifest)) {
    const [, language, part] = CATALOGUE.exec(key) ?? []
    if (language && (part === '' || part === FIRST_SCREEN)) catalogues.set(`${language}${part}`, chunk.file)
  }
  const routes = routeScripts(manifest)
  return ({ language, url, routes: drawn }) => {
    // The home runs with the messages of the app's script alone, other pages with all of them
    // (src/shared/i18n/activate.ts).
    const { pathname } = new URL(url, 'http://localhost')
    const catalogue = catalogues.get(`${language}${isHomePath(pathname) ? FIRST_SCREEN : ''}`)
    const scripts = new Set([
      ...(catalogue ? [catalogue] : []),
      ...drawn.flatMap((route) => routes.get(route) ?? []),
    ])
    return [...scripts].map((file) => `/${file}`)
  }
}

export function readManifest(appDir: string): Manifest {
  const file = join(appDir, '.vite', 'manifest.json')
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return {}
  }
}

/** Each route file's own scripts: its code-split piece and the chunks that imports, less the app's script. */
function routeScripts(manifest: Manifest): Map<string, string[]> {
  const files = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return seen
    seen.add(key)
    for (const imported of chunk.imports ?? []) files(imported, seen)
    return seen
  }
  // The shell already loads the app's script and what it imports.
  const loaded = files('index.html')
  const routes = new Map<string, string[]>()
  for (const key of Object.keys(manifest)) {
    // The router's code splitting names each piece; the one that draws the page holds its component.
    const [path, split] = key.split(SPLIT)
    if (!path?.startsWith(ROUTES_DIR) || !split?.split('---').includes('component')) continue
    const route = path.slice(ROUTES_DIR.length).replace(/\.tsx$/, '')
    const scripts = [...files(key)]
      .filter((chunk) => !loaded.has(chunk))
      .map((chunk) => manifest[chunk]!.file)
    routes.set(route, scripts)
  }
  return routes
}
