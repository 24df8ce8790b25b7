import { collectDefaultMetrics, Registry } from 'prom-client'

let registry: Registry | undefined

/**
 * prom-client's default metrics (process_resident_memory_bytes, nodejs_heap_size_used_bytes, the
 * event loop's lag, garbage collection, CPU, open files): the process's, whichever app asks. Made
 * once, at the first scrape: each call of collectDefaultMetrics starts a garbage-collection observer
 * and an event-loop monitor that nothing stops (tests run many apps in one process), and a server
 * nobody scrapes runs neither.
 */
export function processMetrics(): Registry {
  if (!registry) {
    registry = new Registry()
    collectDefaultMetrics({ register: registry })
  }
  return registry
}
