import type { Db } from '../db/client.ts'
import { auditLog } from '../db/schema.ts'

/** Who used an admin's power: a signed-in admin, or the command line on the server's machine. */
export type Actor = { memberId: number; email: string } | { command: string }

export interface Change {
  action: string
  /** What was changed, as `kind:id` (`member:12`, `post:40`). */
  target: string
  before?: unknown
  after?: unknown
}

/** Writes one change to the audit log, inside the transaction that makes it when given one. */
export async function audit(db: Pick<Db, 'insert'>, actor: Actor, change: Change) {
  await db.insert(auditLog).values({
    memberId: 'memberId' in actor ? actor.memberId : null,
    actor: 'memberId' in actor ? actor.email : `command: ${actor.command}`,
    action: change.action,
    target: change.target,
    before: change.before ?? null,
    after: change.after ?? null,
  })
}
