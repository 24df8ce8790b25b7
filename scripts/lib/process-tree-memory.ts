import { readdir, readFile } from 'node:fs/promises'

/** Each process's parent and resident memory (kB), read from /proc (Linux). */
async function processes() {
  const found = new Map<number, { parent: number; rssKb: number }>()
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const status = await readFile(`/proc/${name}/status`, 'utf8')
      const parent = Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0)
      // A process that is ending, or a kernel thread, has no VmRSS line: it holds nothing of ours.
      const rssKb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0)
      found.set(Number(name), { parent, rssKb })
    } catch {
      // Gone between the listing and the reading.
    }
  }
  return found
}

/**
 * The resident memory of a process and every process it started (its reading process, the tools
 * that process runs), summed, in MB. A process's own peak (getrusage) leaves its children out, and
 * an importer that reads its files in a child process would then seem to take nothing.
 */
export async function treeRssMegabytes(pid: number): Promise<number> {
  const all = await processes()
  let kb = 0
  const queue = [pid]
  while (queue.length > 0) {
    const current = queue.pop()!
    kb += all.get(current)?.rssKb ?? 0
    for (const [child, { parent }] of all) if (parent === current) queue.push(child)
  }
  return kb / 1024
}

/**
 * Samples a process tree's memory every `everyMs` until it ends; `peak()` is the highest sum seen.
 * A peak shorter than the interval can be missed: the figure is a floor, and is printed as sampled.
 */
export function sampleTreeMemory(pid: number, everyMs = 100) {
  let peak = 0
  let sampling = Promise.resolve()
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      peak = Math.max(peak, await treeRssMegabytes(pid))
    })
  }, everyMs)
  return {
    async stop() {
      clearInterval(timer)
      await sampling
      return peak
    },
  }
}
