import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts'

const root = join(import.meta.dirname, '..', '..')
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')

/** A port no one listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })

function build(outDir: string, version: string) {
  // The older build's files stay, as they would on a server a tab loaded them from.
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, APP_VERSION: version },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`The build of ${version} failed:\n${result.stderr}`)
}

async function waitUntilUp(url: string, server: ChildProcess) {
  for (let tries = 0; tries < 120; tries++) {
    if (server.exitCode !== null) throw new Error('The update test server stopped')
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The update test server did not start')
}

/**
 * A site of its own for the update test, so the shared one is never rebuilt under other tests: a
 * build of `version`, served; `deploy` builds the next version into the same folder and restarts
 * the server, as a release would. No catalogue: the test needs only the app.
 */
export async function startUpdateServer(version: string) {
  const dir = mkdtempSync(join(tmpdir(), 'mot-update-'))
  const appDir = join(dir, 'app')
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let server: ChildProcess | undefined
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_DIR: appDir,
    DATA_DIR: join(dir, 'data'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  }
  const start = async () => {
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'server', 'main.ts')], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    await waitUntilUp(url, server)
  }
  const stop = async () => {
    if (!server || server.exitCode !== null) return
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    server.kill()
    await exited
  }
  build(appDir, version)
  await start()
  return {
    url,
    async deploy(next: string) {
      build(appDir, next)
      // The server lists the app's files when it starts: the new ones are served after a restart.
      await stop()
      await start()
    },
    async stop() {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
