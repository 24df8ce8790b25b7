import { readFileSync, writeFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
const t = performance.now()
if (process.argv[2] === 'fresh') {
  const a = new PGlite('memory://', { extensions: { pg_trgm, unaccent } })
  await migrate(drizzle(a), { migrationsFolder: 'server/db/migrations' })
  console.log('fresh boot+migrate', Math.round(performance.now() - t))
  const dump = await a.dumpDataDir('gzip')
  writeFileSync('/tmp/pg.tgz', Buffer.from(await dump.arrayBuffer()))
} else {
  const b = new PGlite('memory://', { extensions: { pg_trgm, unaccent }, loadDataDir: new Blob([readFileSync('/tmp/pg.tgz')]) })
  await migrate(drizzle(b), { migrationsFolder: 'server/db/migrations' })
  console.log('load+migrate(no-op)', Math.round(performance.now() - t))
}
