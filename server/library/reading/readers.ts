import Tinypool from 'tinypool'
import { Refusal } from '../refusal.ts'
import type * as tasks from './tasks.ts'
import type { Outcome } from './tasks.ts'

type Tasks = typeof tasks
export type ReadingTask = Exclude<keyof Tasks, 'ready'>
export type ReadingArgument<N extends ReadingTask> = Parameters<Tasks[N]>[0]
type Value<N extends ReadingTask> = Awaited<ReturnType<Tasks[N]>> extends Outcome<infer T> ? T : never

/** What reading one file may take (IMPORT_FILE_SECONDS, IMPORT_FILE_MB): past it, the file is skipped. */
export interface ReadingLimits {
  seconds: number
  /** The reading thread's JavaScript heap, in MiB. */
  mb: number
}

/** The most a reader may take to start; one that does not is an error of the server, not the file's. */
const STARTING_MS = 60_000

export const defaultReadingLimits: ReadingLimits = { seconds: 120, mb: 512 }

export const readingLimitsOf = (config: { importFileSeconds: number; importFileMb: number }) => ({
  seconds: config.importFileSeconds,
  mb: config.importFileMb,
})

/**
 * The importer's reader: every file of a library or an upload is read in a process of its own
 * (tasks.ts), never on the server's event loop, so a file that is slow to read (a hostile EPUB, a huge
 * archive) holds up no request. A file that takes longer than the limit, or more memory, is refused
 * with why (the import report shows it) and its reader is replaced; the import goes on with the next
 * file.
 *
 * A process, not a thread: a thread out of memory can still end the whole server (V8's fatal
 * "heap out of memory"), a process ends alone. One process: an import reads its files one at a time,
 * and the server's other core stays free for its requests. Idle, it ends after a while and is started
 * again for the next file.
 */
export class FileReaders {
  readonly limits: ReadingLimits
  readonly #pool: Tinypool

  /** `tasks`: the module of tasks, tasks.ts unless a test gives its own. */
  constructor(limits: ReadingLimits = defaultReadingLimits, tasks = new URL('./tasks.ts', import.meta.url)) {
    this.limits = limits
    this.#pool = new Tinypool({
      runtime: 'child_process',
      filename: tasks.href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 30_000,
      // Buffers (a book's images) cross as they are, not as JSON.
      serialization: 'advanced',
      // Node's own flags only, not the server's (a test runner's loaders); no secret of the server's
      // environment either: a reader needs none.
      execArgv: [`--max-old-space-size=${limits.mb}`],
      env: Object.fromEntries(
        ['PATH', 'TMPDIR'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
      ),
    })
  }

  /**
   * Reads with `task`; a file over its limits is a Refusal. `stop` (the server stopping) ends the
   * reading at once, with an AbortError, as it ends the import.
   */
  async read<N extends ReadingTask>(
    task: N,
    argument: ReadingArgument<N>,
    stop?: AbortSignal,
  ): Promise<Value<N>> {
    const { seconds, mb } = this.limits
    // The reader started first (a process, its modules: seconds on a busy machine), so that a file's
    // time is its own.
    const starting = AbortSignal.timeout(STARTING_MS)
    await this.#pool
      .run(null, { name: 'ready', signal: stop ? AbortSignal.any([starting, stop]) : starting })
      .catch((error) => {
        if (stop?.aborted) throw error
        throw new Error(`the importer's reader did not start: ${(error as Error)?.message}`)
      })
    const late = AbortSignal.timeout(seconds * 1000)
    let outcome: Outcome<Value<N>>
    try {
      outcome = await this.#pool.run(argument, {
        name: task,
        signal: stop ? AbortSignal.any([late, stop]) : late,
      })
    } catch (error) {
      if (stop?.aborted) throw error
      if (late.aborted) {
        throw new Refusal(`took longer than ${seconds} s to read (at most ${seconds} s a file)`, 'too-slow')
      }
      // Its reader ended while reading it: out of memory (V8 ends the process there), or a crash.
      if ((error as Error)?.message === 'Worker exited unexpectedly') {
        throw new Refusal(
          `its reading ended the reader: more memory than the ${mb} MB a file may take, or a crash`,
          'too-large',
        )
      }
      throw error
    }
    if ('refusal' in outcome) {
      const { message, kind, details } = outcome.refusal
      throw new Refusal(message, kind, details)
    }
    return outcome.value
  }

  /** Ends the thread (a reading under way fails). */
  close() {
    return this.#pool.destroy()
  }
}
