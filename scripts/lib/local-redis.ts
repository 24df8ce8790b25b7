import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './local-server.ts'

/**
 * A redis-server of its own (Debian's package) on a free port of 127.0.0.1, keeping nothing on disk,
 * for the tests and instruments. `restart` stops it hard and starts it again on the same port: a
 * Redis lost under load, then back.
 */
export interface LocalRedis {
  url: string
  port: number
  restart(downMs?: number): Promise<void>
  /** Stops it hard, as a crash would. */
  stop(): Promise<void>
  /** Starts it again, empty, on the same port. */
  start(): Promise<void>
  /** Stops it and removes its folder. */
  close(): Promise<void>
}

export async function startRedis(): Promise<LocalRedis> {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'mot-redis-'))
  let child: ChildProcess | undefined

  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child = started
    let output = ''
    await new Promise<void>((resolve, reject) => {
      const read = (data: Buffer) => {
        output += data.toString()
        if (output.includes('Ready to accept connections')) resolve()
      }
      started.stdout!.on('data', read)
      started.stderr!.on('data', read)
      started.once('error', (error) =>
        reject(new Error(`redis-server did not start (apt-get install redis-server): ${error.message}`)),
      )
      started.once('exit', (code) =>
        reject(new Error(`redis-server exited (${code}): ${output.slice(-400)}`)),
      )
    })
    // Its output is no longer read: let it flow away.
    started.stdout!.resume()
    started.stderr!.resume()
  }
  const stop = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }

  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    restart: async (downMs = 0) => {
      await stop()
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs))
      await start()
    },
    stop,
    start,
    close: async () => {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
