import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGliteOptions } from '@electric-sql/pglite'
import { SERVER_NODE_FLAGS } from '../node-flags.ts'

/**
 * The embedded PostgreSQL's memory (issue 51: a server at rest in ≤ 300 MB; docs/measurements.md,
 * "Memory of the embedded server"). PGlite's defaults are a server's: 128 MB of shared buffers, which
 * it zeroes and so holds from the start, and room for 100 connections where it has one. With 16 MB a
 * started PGlite held 150 MB instead of 270 MB. Pages that do not fit in them are read again from
 * the operating system's file cache, so a catalogue much larger than the demo's can read slower: such
 * a site moves to PostgreSQL (DATABASE_URL). initdb is given them too: it makes the database with
 * them (its peak some 20-30 MB lower) and writes them into the new database's postgresql.conf.
 */
const settings = ['shared_buffers=16MB', 'max_connections=5']

/** PGlite's options for an embedded database: its start's and initdb's parameters. */
export async function embeddedOptions(): Promise<Pick<PGliteOptions, 'startParams' | 'initDbStartParams'>> {
  const { PGlite } = await import('@electric-sql/pglite')
  return {
    // startParams replaces PGlite's own, which are kept.
    startParams: [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ['-c', setting])],
    initDbStartParams: settings.flatMap((setting) => ['--set', setting]),
  }
}

/** Whether a folder holds no embedded database yet. */
export const holdsNoDatabase = (dir: string) => !existsSync(join(dir, 'PG_VERSION'))

/** Making a database takes seconds; one still at it after this has hung. */
const MAKING_MS = 300_000

/**
 * Makes a new embedded database in `dir` in a process of its own (make-embedded.ts), which then
 * ends. PGlite's initdb runs a second PostgreSQL beside the first with a copy of its memory: some
 * 400 MB for a few seconds, all given back when it ends, but in the server's own process it left
 * 60-70 MB of the C heap behind for good (freed, yet between blocks still in use), and the server
 * that made its database rested at 300 MB where one that opened it rested at 240 MB.
 */
export function makeEmbeddedApart(dir: string): Promise<void> {
  const script = fileURLToPath(new URL('./make-embedded.ts', import.meta.url))
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...SERVER_NODE_FLAGS, script, dir],
      { timeout: MAKING_MS, killSignal: 'SIGKILL' },
      (error, _stdout, stderr) => {
        if (!error) resolve()
        else
          reject(
            new Error(`The embedded database could not be made in ${dir}: ${stderr.trim() || error.message}`),
          )
      },
    )
  })
}
