import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '../../server/db/client.ts'

const migrations = join(import.meta.dirname, '../../server/db/migrations')

/** The migrations' own fingerprint: a changed or added migration makes a new template. */
function schemaVersion() {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    hash.update(file)
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(readFileSync(join(migrations, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * A migrated, empty PGlite database as a dump, made once for every test file that follows: each file
 * boots its own database, and loading this copy takes a fraction of making one and migrating it.
 * Kept in the temporary folder under the schema's fingerprint; written whole or not at all, so files
 * starting together at worst each make their own.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `mot-pglite-${schemaVersion()}.tar.gz`)
  try {
    return new Blob([readFileSync(file)])
  } catch {
    const database = await openDatabase({ dir: 'memory://' })
    // Drizzle's PGlite database names its client.
    const { $client } = database.db as unknown as { $client: PGlite }
    const dump = await $client.dumpDataDir('gzip')
    await database.close()
    const partial = `${file}.${process.pid}`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, file)
    return dump
  }
}
