/**
 * The bundle budget: per route, the gzip JS and CSS a first visit downloads, read from a fresh
 * production build (Vite's manifest), and whether the video player is in it. Exits non-zero over budget.
 *   npm run size                         builds into a temporary folder and measures it
 *   npm run size -- --dir <built app>    measures a build made with `vite build --manifest`
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  firstLoad,
  gzipBytes,
  holdsShaka,
  pageRoutes,
  precachedFiles,
  readManifest,
} from './lib/bundle-size.ts'
import { tempDataDir } from './lib/local-server.ts'

const KB = 1000
/** Budgets in gzip kB (1,000 bytes). */
const BUDGET = { home: 130 * KB, route: 160 * KB, css: 25 * KB }
const HOME = '$lang/index.tsx'

const { values } = parseArgs({ options: { dir: { type: 'string' } } })
const root = join(import.meta.dirname, '..')
const routesDir = join(root, 'src', 'routes')

const temp = values.dir ? undefined : tempDataDir('size')
const outDir = values.dir ?? join(temp!.dir, 'dist')
try {
  if (!values.dir) build(outDir)
  if (!existsSync(join(outDir, '.vite', 'manifest.json'))) {
    throw new Error('the build has no .vite/manifest.json: build it with `vite build --manifest`')
  }
  process.exitCode = report(outDir) ? 0 : 1
} finally {
  temp?.remove()
}

function build(dir: string) {
  console.log('Building the app (production, with a manifest)…')
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const args = [vite, 'build', '--manifest', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn']
  // Vite's own report is long; it is shown only when the build fails.
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    throw new Error('the app build failed')
  }
}

function report(dir: string): boolean {
  const manifest = readManifest(dir)
  const loads = pageRoutes(routesDir).map((route) => firstLoad(dir, manifest, routesDir, route))
  const kb = (bytes: number) => (bytes / KB).toFixed(1)
  const problems: string[] = []

  console.log(
    '\nFirst visit, gzip kB (1 kB = 1,000 bytes); budgets: /vi JS ≤ 130, other routes ≤ 160, CSS ≤ 25\n',
  )
  console.log(
    `${'route'.padEnd(34)}${'JS'.padStart(8)}${'budget'.padStart(8)}${'CSS'.padStart(7)}  shaka  files`,
  )
  for (const load of loads) {
    const budget = load.route === HOME ? BUDGET.home : BUDGET.route
    const over = load.js > budget || load.css > BUDGET.css || load.shaka
    if (load.js > budget) problems.push(`${load.path}: JS ${kb(load.js)} kB is over ${kb(budget)} kB`)
    if (load.css > BUDGET.css)
      problems.push(`${load.path}: CSS ${kb(load.css)} kB is over ${kb(BUDGET.css)} kB`)
    if (load.shaka) problems.push(`${load.path}: the video player is in the first load`)
    console.log(
      `${over ? '✘' : ' '} ${load.path.padEnd(32)}${kb(load.js).padStart(8)}${kb(budget).padStart(8)}` +
        `${kb(load.css).padStart(7)}  ${(load.shaka ? 'yes' : 'no').padEnd(5)}  ${load.files.length}`,
    )
  }

  const home = loads.find((load) => load.route === HOME)
  if (home) {
    const largest = home.files
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, bytes: gzipBytes(dir, file) }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 8)
    console.log(
      `\nLargest scripts of the ${home.path} first load: ${largest.map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.bytes)}`).join(', ')}`,
    )
  }

  const precache = precachedFiles(dir)
  const shakaPrecached = precache.filter((file) => existsSync(join(dir, file)) && holdsShaka(dir, file))
  for (const file of shakaPrecached) problems.push(`the service worker precaches the video player (${file})`)
  const player = Object.values(manifest).find((chunk) => holdsShaka(dir, chunk.file))
  console.log(
    `\nService worker precache: ${precache.length} files; video player ${shakaPrecached.length ? 'INCLUDED' : 'not included'}` +
      (player ? ` (its chunk ${player.file} loads only when a film plays)` : ''),
  )

  // The policy allows no inline script, so the shell must not carry one.
  const shell = readFileSync(join(dir, 'index.html'), 'utf8')
  const inline = [...shell.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes, body]) => !/\bsrc=/.test(attributes!) || body!.trim() !== '',
  )
  if (inline.length > 0)
    problems.push(`index.html has ${inline.length} inline script(s), which the CSP blocks`)

  if (problems.length === 0) {
    console.log('\n✔ Every route is within budget.')
    return true
  }
  console.log(`\n✘ Over budget:\n  ${problems.join('\n  ')}`)
  return false
}
