import { type Placeholder, sql } from 'drizzle-orm'
import type { Db } from './handle.ts'

/**
 * Drizzle builds a query's SQL from its builder on every run, which cost about a tenth of an uncached
 * API read. The catalogue's reads come in a few shapes (a list in one sort, a search in one language)
 * with other values, so each shape is built once, with placeholders for its values, and then only
 * run. The shape's key names everything that changes the SQL text; the values fill the placeholders.
 * Keys are few and fixed by the code (sorts, languages, post-type filters), never by a request's values.
 */
const built = new WeakMap<object, Map<string, unknown>>()
let statements = 0

/**
 * The shape's query, built on first use. `build` gets a name for Drizzle's prepare(); the drivers
 * name PostgreSQL's statements themselves, by their text (postgres.ts, preparing-pglite.ts).
 */
export function prepared<Query>(db: Db, key: string, build: (name: string) => Query): Query {
  let queries = built.get(db)
  if (!queries) {
    queries = new Map()
    built.set(db, queries)
  }
  let query = queries.get(key) as Query | undefined
  if (query === undefined) {
    query = build(`shape${++statements}`)
    queries.set(key, query)
  }
  return query
}

/** How many shapes have been built on `db`: a bounded number, whatever the requests' values. */
export const shapesBuilt = (db: Db) => built.get(db)?.size ?? 0

/** A statement that only reads: both engines prepare these once (postgres.ts, preparing-pglite.ts). */
export const isRead = (text: string) => /^\s*(select|with)\b/i.test(text)

/** A value filled in when a prepared query runs. */
export const slot = (name: string): Placeholder<string> => sql.placeholder(name)
