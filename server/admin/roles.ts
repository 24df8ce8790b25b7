import { eq, sql } from 'drizzle-orm'
import type { Role } from '../../src/contract/roles.ts'
import type { Db } from '../db/client.ts'
import { members } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { type Actor, audit } from './audit.ts'

export class UnknownMemberError extends Error {}

export interface RoleChange {
  email: string
  before: Role
  after: Role
  /** False when the member had the role already: nothing was written. */
  changed: boolean
}

/**
 * Gives the member with this email (any case) `role`. A change is written to the audit log in the
 * same transaction; giving a role the member has is no change and writes nothing.
 */
export async function setRole(db: Db, email: string, role: Role, actor: Actor): Promise<RoleChange> {
  return inTransaction(db, async (tx) => {
    const [member] = await tx
      .select({ id: members.id, email: members.email, role: members.role })
      .from(members)
      .where(eq(sql`lower(${members.email})`, email.trim().toLowerCase()))
      .for('update')
    if (!member) throw new UnknownMemberError(`No member has the email ${email}`)
    const result = { email: member.email, before: member.role, after: role, changed: member.role !== role }
    if (!result.changed) return result
    await tx.update(members).set({ role, updatedAt: sql`now()` }).where(eq(members.id, member.id))
    await audit(tx, actor, {
      action: role === 'admin' ? 'member.grant-admin' : 'member.revoke-admin',
      target: `member:${member.id}`,
      before: { role: member.role },
      after: { role },
    })
    return result
  })
}
