import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema.ts'

/** The database as queries see it, whichever driver opened it (db/client.ts opens it). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
