import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')

/** What the built app is made of: a change to any of these makes dist/ stale. */
const sources = [
  'src',
  'sw',
  'public',
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'lingui.config.ts',
  'package.json',
]

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  )
}

/** True when dist/ has no app or is older than one of its sources. */
export function appBuildIsStale(appDir = join(root, 'dist')): boolean {
  const index = join(appDir, 'index.html')
  if (!existsSync(index)) return true
  const builtAt = statSync(index).mtimeMs
  return sources.some((source) => newestChange(join(root, source)) > builtAt)
}

/** Builds the app with Vite on this same Node when it is missing or stale. */
export function buildAppIfStale() {
  if (!appBuildIsStale()) return
  console.log('Building the app…')
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('The app build failed.')
    process.exit(result.status ?? 1)
  }
}
