/*
 * How busy the database's connections are, for an operator's metrics (server/metrics/). Neither
 * driver tells: postgres.js keeps its connections' states to itself, and PGlite runs one query at a
 * time behind a lock of its own. So the clients (postgres.ts, preparing-pglite.ts) count here what
 * they are asked: the queries sent and not yet answered (a query waiting for a connection included),
 * and how long each took from being asked to being answered.
 */

/** One set of connections: PostgreSQL's reads or writes, or PGlite's one. */
export interface Pool {
  name: 'reads' | 'writes' | 'embedded'
  /** The most connections it opens. */
  size: number
  /** Queries (and transactions, each counted once) asked and not yet answered. */
  inFlight: number
}

/** Told of each query answered (or failed): its pool and how long it took, in seconds. */
export type QueryListener = (pool: Pool['name'], seconds: number) => void

export class DatabaseUse {
  readonly engine: 'pglite' | 'postgres'
  readonly pools: Pool[]
  readonly #listeners = new Set<QueryListener>()

  constructor(engine: 'pglite' | 'postgres', pools: Omit<Pool, 'inFlight'>[]) {
    this.engine = engine
    this.pools = pools.map((pool) => ({ ...pool, inFlight: 0 }))
  }

  /**
   * Counts `query` in `pool` until it settles, and returns it as it is. postgres.js sends a query
   * only once it is awaited, after the caller has said how (`.values()`, `.readable()`): the promise's
   * own `then` watches it without setting it off.
   */
  track<Q extends PromiseLike<unknown>>(pool: Pool, query: Q, timed = true): Q {
    pool.inFlight++
    const started = performance.now()
    const done = () => {
      pool.inFlight--
      if (!timed || this.#listeners.size === 0) return
      const seconds = (performance.now() - started) / 1000
      for (const listener of this.#listeners) listener(pool.name, seconds)
    }
    Promise.prototype.then.call(query, done, done)
    return query
  }

  /** Tells `listener` of every query from now on; returns what stops it. */
  onQuery(listener: QueryListener): () => void {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }
}

/** Each driver's client, with its use: Drizzle keeps the client as `$client`. */
const uses = new WeakMap<object, DatabaseUse>()

export function recordUse(client: object, use: DatabaseUse) {
  uses.set(client, use)
}

/** The use of the database `db` runs on; undefined for a client opened elsewhere (a test's own). */
export function databaseUseOf(db: object): DatabaseUse | undefined {
  // postgres.js's client is a function (the sql`…` tag), PGlite's an object.
  const client = (db as { $client?: unknown }).$client
  return (typeof client === 'object' && client !== null) || typeof client === 'function'
    ? uses.get(client)
    : undefined
}
