import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
import { afterAll, describe, expect, it } from 'vitest'
import { hostileTexts, readingPaths } from './reading-paths.ts'

/*
 * Every path by which a library file's text is read takes time in step with its length: a megabyte
 * of hostile text (runs of `<` and `&lt;`, tags nested a million deep, what is never closed) reads in
 * well under two seconds on an idle machine, where a pattern or a parser whose time grows with the
 * square of the length takes minutes (250,000 `&lt;` in a description took 50 s). The bound leaves
 * room for a busy machine. Each read runs in a worker thread, stopped at the bound, so a slow path
 * fails here rather than holding the test run for minutes.
 */
const BOUND_MS = 15_000
/** Making the megabyte of text, before the read's clock starts. */
const MAKING_MS = 2000

let worker: Worker | undefined
afterAll(() => worker?.terminate())

/** The worker, once it has loaded the readers (that time is not the read's). */
async function readyWorker() {
  if (!worker) {
    worker = new Worker(new URL('./reading-worker.ts', import.meta.url))
    await once(worker, 'message')
  }
  return worker
}

async function read(path: string, text: string) {
  const running = await readyWorker()
  return new Promise<{ ms: number; outcome: string }>((resolve, reject) => {
    const timer = setTimeout(() => {
      worker = undefined
      void running.terminate()
      resolve({ ms: Number.POSITIVE_INFINITY, outcome: 'stopped at the bound' })
    }, BOUND_MS + MAKING_MS)
    running.once('message', (answer: { ms: number; outcome: string }) => {
      clearTimeout(timer)
      resolve(answer)
    })
    running.once('error', reject)
    running.postMessage({ path, text })
  })
}

describe.each(Object.keys(readingPaths))('%s', (path) => {
  it.each(Object.keys(hostileTexts))('reads %s in time', async (text) => {
    const { ms, outcome } = await read(path, text)
    expect(outcome).not.toMatch(/^failed/)
    expect(ms, `${path}, ${text}: ${outcome}`).toBeLessThan(BOUND_MS)
  })
})
