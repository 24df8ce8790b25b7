import postgres, { type Sql } from 'postgres'
import { isRead } from './prepared.ts'
import { DatabaseUse, type Pool, recordUse } from './use.ts'

/**
 * PostgreSQL through postgres.js: one client over two sets of connections, `size` each.
 *  - Reads share theirs, pipelined: queries waiting for a busy connection are sent together, so a
 *    few connections carry many requests, each one more backend process less to wake. Each read is
 *    prepared once per connection: planning costs PostgreSQL more than running the catalogue's small
 *    indexed reads (0.4 ms against 0.07 ms for a chapter), and the server sends the same few query
 *    shapes over and over with other values. (Drizzle would ask only for queries given a name.)
 *  - Writes and transactions have their own: a write waiting for a row's lock, or a transaction
 *    holding its connection, never holds up the reads pipelined behind it.
 * Either reconnects on the next query after the server closes a connection (a restart, a failover).
 * Each set's queries under way are counted for the metrics (use.ts).
 */
export function openPostgres(url: string, size: number): Sql {
  // Notices (migrations' "already exists, skipping") stay quiet.
  const options = { max: size, onnotice: () => {} }
  const reads = postgres(url, options)
  const writes = postgres(url, options)
  const readUnsafe = reads.unsafe.bind(reads)
  const endReads = reads.end.bind(reads)
  // Drizzle sets how the client it is given reads and writes values (dates stay text, for it to
  // map); the write connections take the same, once, when first used, which is after Drizzle.
  let sameValues = false
  const writing = () => {
    if (!sameValues) {
      Object.assign(writes.options.parsers, reads.options.parsers)
      Object.assign(writes.options.serializers, reads.options.serializers)
      sameValues = true
    }
    return writes
  }
  const use = new DatabaseUse('postgres', [
    { name: 'reads', size },
    { name: 'writes', size },
  ])
  const [readPool, writePool] = use.pools as [Pool, Pool]
  const unsafe: Sql['unsafe'] = (query, parameters, queryOptions) =>
    isRead(query)
      ? use.track(readPool, readUnsafe(query, parameters, { ...queryOptions, prepare: true }))
      : use.track(writePool, writing().unsafe(query, parameters, queryOptions))
  // A transaction holds its connection throughout: counted as under way, not timed as one query.
  const begin = ((...args: Parameters<Sql['begin']>) =>
    use.track(writePool, writing().begin(...args), false)) as Sql['begin']
  const client = Object.assign(reads, {
    unsafe,
    begin,
    end: async (ending?: { timeout?: number }) => {
      await Promise.all([endReads(ending), writes.end(ending)])
    },
  })
  recordUse(client, use)
  return client
}
