/**
 * Runs `task` every `everyMs` (first at once unless `delayFirst`), never two runs at a time: a slow
 * database must not pile runs on top of each other. A failed run is logged and the next one tried.
 * Returns the function that stops it; it resolves once a run under way has finished, so the
 * database can be closed after it.
 */
export function repeat(
  name: string,
  task: () => Promise<unknown>,
  everyMs: number,
  { delayFirst = false } = {},
): () => Promise<void> {
  let running: Promise<void> | null = null
  const run = () => {
    running ??= (async () => {
      try {
        await task()
      } catch (error) {
        console.error(`${name} failed:`, error)
      } finally {
        running = null
      }
    })()
    return running
  }
  if (!delayFirst) void run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
