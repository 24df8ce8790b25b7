/**
 * Gives or takes back the admin role, from the server's machine: how a new site gets its first admin.
 *
 *   npm run admin -- grant <email>
 *   npm run admin -- revoke <email>
 *
 * It uses DATABASE_URL (at any time), or the embedded database in DATA_DIR/db, which only one process
 * may open: with the server running, it says so and changes nothing. The change is written to the
 * audit log, as the command line's.
 */
import { ConfigError, readConfig } from '../config.ts'
import { openConfiguredDatabase } from '../db/client.ts'
import { DatabaseBusyError } from '../db/pglite-lock.ts'
import { setRole, UnknownMemberError } from './roles.ts'

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>'
const verbs = { grant: 'admin', revoke: 'member' } as const

const [verb, email, ...rest] = process.argv.slice(2)
if (!(verb === 'grant' || verb === 'revoke') || !email || rest.length > 0) {
  console.error(USAGE)
  process.exit(2)
}

try {
  const database = await openConfiguredDatabase(readConfig())
  try {
    const change = await setRole(database.db, email, verbs[verb], { command: `admin ${verb}` })
    console.log(
      change.changed
        ? `${change.email}: ${change.before} → ${change.after} (written to the audit log)`
        : `${change.email} is ${change.after} already: nothing changed`,
    )
  } finally {
    await database.close()
  }
} catch (error) {
  if (
    error instanceof UnknownMemberError ||
    error instanceof DatabaseBusyError ||
    error instanceof ConfigError
  ) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
