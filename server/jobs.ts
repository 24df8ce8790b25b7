/**
 * Runs `task` every `everyMs` (first at once unless `delayFirst`), never two runs at a time: a slow
 * database must not pile runs on top of each other. A failed run is logged and the next one tried.
 * Returns the function that stops it.
 */
export function repeat(
  name: string,
  task: () => Promise<unknown>,
  everyMs: number,
  { delayFirst = false } = {},
): () => void {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      await task()
    } catch (error) {
      console.error(`${name} failed:`, error)
    } finally {
      running = false
    }
  }
  if (!delayFirst) void run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
