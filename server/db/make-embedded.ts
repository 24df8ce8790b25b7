/**
 * `node make-embedded.ts <folder>`: makes a new embedded database (PGlite's initdb) in the folder and
 * ends, so that what making it costs in memory goes with this process (embedded.ts).
 */
import { PGlite } from '@electric-sql/pglite'
import { embeddedOptions } from './embedded.ts'

const [dir] = process.argv.slice(2)
if (!dir) throw new Error('Usage: make-embedded.ts <folder>')
const database = new PGlite(dir, await embeddedOptions())
await database.waitReady
await database.close()
