import { pgliteTemplate } from './pglite-template.ts'

/** Before any file starts: the migrated PGlite every file's database is copied from (pglite-template.ts). */
export default async function setup() {
  if (!process.env.DATABASE_URL) await pgliteTemplate()
}
