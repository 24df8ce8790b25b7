import type { Driver } from './driver.ts'
import type { Network } from './network.ts'

/** What a flow has besides its browser: the site's API to check against, and the network switch. */
export interface FlowContext {
  /** Reads the site's API directly, not through the browser: `/vi/api/v1/...` */
  api<T>(path: string): Promise<T>
  network: Pick<Network, 'setOnline'>
  /**
   * Which try of which engine this is (0, 1…), unique in the run. Every engine reaches the site from
   * the same address, and the site counts a visitor's like once per address: each try of each engine
   * likes a post of its own, so a retry does not meet the first try's like.
   */
  seat: number
}

/** One thing a visitor does, written once for every engine. It throws to fail, naming what went wrong. */
export interface Flow {
  name: string
  /** Returned, it is printed beside the pass: which of the accepted outcomes happened. */
  run(driver: Driver, context: FlowContext): Promise<string | undefined>
}
