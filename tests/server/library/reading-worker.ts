import { parentPort } from 'node:worker_threads'
import { Refusal } from '../../../server/library/refusal.ts'
import { hostileTexts, readingPaths } from './reading-paths.ts'

/** Reads one hostile text by one path when asked, and answers how long it took and how it ended. */
parentPort?.on('message', async ({ path, text }: { path: string; text: string }) => {
  const input = hostileTexts[text]!()
  const started = performance.now()
  let outcome = 'read'
  try {
    await readingPaths[path]!(input)
  } catch (error) {
    // A refusal with its reason is a fine end; anything else is a fault of the path.
    const message = (error as Error)?.message?.slice(0, 300)
    outcome = error instanceof Refusal ? `refused: ${message}` : `failed: ${message}`
  }
  parentPort?.postMessage({ ms: performance.now() - started, outcome })
})

parentPort?.postMessage('ready')
