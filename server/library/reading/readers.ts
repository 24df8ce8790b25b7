import Tinypool from 'tinypool'
import { Refusal } from '../refusal.ts'
import type * as tasks from './tasks.ts'
import type { Outcome } from './tasks.ts'

type Tasks = typeof tasks
export type ReadingTask = keyof Tasks
export type ReadingArgument<N extends ReadingTask> = Parameters<Tasks[N]>[0]
type Value<N extends ReadingTask> = Awaited<ReturnType<Tasks[N]>> extends Outcome<infer T> ? T : never

/** What reading one file may take (IMPORT_FILE_SECONDS, IMPORT_FILE_MB): past it, the file is skipped. */
export interface ReadingLimits {
  seconds: number
  /** The reading thread's JavaScript heap, in MiB. */
  mb: number
}

export const defaultReadingLimits: ReadingLimits = { seconds: 120, mb: 512 }

export const readingLimitsOf = (config: { importFileSeconds: number; importFileMb: number }) => ({
  seconds: config.importFileSeconds,
  mb: config.importFileMb,
})

/**
 * The importer's reading thread: every file of a library or an upload is read there (tasks.ts), never
 * on the server's event loop, so a file that is slow to read (a hostile EPUB, a huge archive) holds up
 * no request. A file that takes longer than the limit, or more memory, is refused with why (the import
 * report shows it) and its thread is replaced; the import goes on with the next file.
 *
 * One thread: an import reads its files one at a time, and the server's other core stays free for
 * its requests. Idle, the thread ends after a while and is made again for the next file.
 */
export class FileReaders {
  readonly limits: ReadingLimits
  readonly #pool: Tinypool

  /** `tasks`: the module of tasks, tasks.ts unless a test gives its own. */
  constructor(limits: ReadingLimits = defaultReadingLimits, tasks = new URL('./tasks.ts', import.meta.url)) {
    this.limits = limits
    this.#pool = new Tinypool({
      filename: tasks.href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: limits.mb },
    })
  }

  /**
   * Reads with `task`; a file over its limits is a Refusal. `stop` (the server stopping) ends the
   * reading at once, with an AbortError, as it ends the import.
   */
  async read<N extends ReadingTask>(task: N, argument: ReadingArgument<N>, stop?: AbortSignal): Promise<Value<N>> {
    const { seconds, mb } = this.limits
    const late = AbortSignal.timeout(seconds * 1000)
    let outcome: Outcome<Value<N>>
    try {
      outcome = await this.#pool.run(argument, { name: task, signal: stop ? AbortSignal.any([late, stop]) : late })
    } catch (error) {
      if (stop?.aborted) throw error
      if (late.aborted) {
        throw new Refusal(`took longer than ${seconds} s to read (at most ${seconds} s a file)`, 'too-slow')
      }
      if ((error as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new Refusal(`took more than ${mb} MB of memory to read (at most ${mb} MB a file)`, 'too-large')
      }
      throw error
    }
    if ('refusal' in outcome) throw new Refusal(outcome.refusal.message, outcome.refusal.kind)
    return outcome.value
  }

  /** Ends the thread (a reading under way fails). */
  close() {
    return this.#pool.destroy()
  }
}
