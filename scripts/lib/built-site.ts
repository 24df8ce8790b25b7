import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type LocalServer, startServer, tempDataDir } from './local-server.ts'

const root = join(import.meta.dirname, '..', '..')

export interface BuiltSite {
  url: string
  server: LocalServer
  /** Stops the server and removes the temporary build and data. */
  close(): Promise<void>
}

export interface BuiltSiteOptions {
  /** Names the temporary folder. */
  prefix: string
  /** An existing production build; without one the app is built into a temporary folder. */
  appDir?: string | undefined
  port?: number | undefined
}

/** Builds the app for production with Vite into `outDir`, showing Vite's report only when it fails. */
export function buildApp(outDir: string) {
  console.log('Building the app (production)…')
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const args = [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    throw new Error('the app build failed')
  }
}

/**
 * The site as people get it: the production build served by the real server, with the demo
 * catalogue on a fresh embedded database, on 127.0.0.1. Nothing of ./dist or ./data is touched.
 */
export async function startBuiltSite(options: BuiltSiteOptions): Promise<BuiltSite> {
  const temp = tempDataDir(options.prefix)
  try {
    const appDir = options.appDir ?? join(temp.dir, 'dist')
    if (!options.appDir) buildApp(appDir)
    if (!existsSync(join(appDir, 'index.html'))) throw new Error(`${appDir} holds no built app`)
    console.log('Starting the server with the demo catalogue…')
    const server = await startServer({
      dataDir: join(temp.dir, 'data'),
      port: options.port,
      quiet: true,
      env: {
        APP_DIR: appDir,
        SEED_DEMO: 'true',
        DATABASE_URL: undefined,
        MEDIA_DIR: undefined,
        // One browser measuring page after page: every page is drawn, as for the visitors it stands for.
        PAGE_RENDERS_PER_MINUTE: '100000',
      },
    })
    return {
      url: server.url,
      server,
      close: async () => {
        await server.stop()
        temp.remove()
      },
    }
  } catch (error) {
    temp.remove()
    throw error
  }
}
