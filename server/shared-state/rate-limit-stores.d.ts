// The stores @fastify/rate-limit ships, which it does not type apart (shared-state/limit-store.ts).
declare module '@fastify/rate-limit/store/*.js' {
  type Counted = { current: number; ttl: number }
  class Store {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[])
    incr(
      key: string,
      done: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
      max: number,
    ): void
  }
  export default Store
}
