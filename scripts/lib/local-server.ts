import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts'

const root = join(import.meta.dirname, '..', '..')

/** The instruments only ever send traffic to this machine. */
export function assertLoopback(url: string, tool: string) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\/?$/.test(url)) {
    throw new Error(`${tool} only sends traffic to this machine (127.0.0.1 or localhost)`)
  }
  return url.replace(/\/$/, '')
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

export interface LocalServer {
  url: string
  port: number
  child: ChildProcess
  /** Where it writes account mail (no SMTP_URL): `<DATA_DIR>/outbox`, read for registration links. */
  outbox: string
  /** Stops the server (SIGTERM, or SIGKILL to crash it) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

export interface StartOptions {
  dataDir: string
  port?: number
  env?: Record<string, string | undefined>
  /** Passes the server's output through (off: a fuzz run would print every refused request). */
  quiet?: boolean
  /** What runs: server/main.ts, or scripts/start.ts as `npm start` runs it. */
  script?: string
  /** Node's flags: those `npm start` runs the server with, unless a measurement compares others. */
  nodeFlags?: readonly string[]
  /** Called as soon as the process is spawned, before it answers (bench:memory samples it from then). */
  onSpawn?: (child: ChildProcess) => void
}

/** Starts server/main.ts on 127.0.0.1 with its own data folder and waits for /healthz. */
export async function startServer(options: StartOptions): Promise<LocalServer> {
  const port = options.port ?? (await freePort())
  const args = [...(options.nodeFlags ?? SERVER_NODE_FLAGS), options.script ?? 'server/main.ts']
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'error',
      // No built app: the instruments measure the API and media, not the shell.
      APP_DIR: join(options.dataDir, 'no-app'),
      ...options.env,
    },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  })
  options.onSpawn?.(child)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  const ended = () => child.exitCode !== null || child.signalCode !== null
  try {
    // Until it answers, or ends.
    await waitFor('the server answering /healthz', async () => ended() || answers(`${url}/healthz`), 120_000)
  } catch (error) {
    await stop('SIGKILL')
    throw error
  }
  if (ended())
    throw new Error(`the server stopped while starting (exit ${child.exitCode ?? child.signalCode})`)
  const outbox = join(options.env?.DATA_DIR ?? options.dataDir, 'outbox')
  return { url, port, child, outbox, stop }
}

/** Asks `check` again every tenth of a second until it holds; an error counts as not yet. */
export async function waitFor(what: string, check: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what}: not within ${ms / 1000} s`)
}

/** Whether an address answers with a success within 2 s. */
export const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.ok,
    () => false,
  )

/** A throwaway data folder, removed again by the returned function. */
export function tempDataDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), `mot-${prefix}-`))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Resident memory of a process in MB, read from /proc (Linux); undefined elsewhere. */
export async function rssMegabytes(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined
  try {
    const { readFile } = await import('node:fs/promises')
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]
    return kb ? Math.round(Number(kb) / 1024) : undefined
  } catch {
    return undefined
  }
}
