import { and, count, eq, sql } from 'drizzle-orm'
import type { Role } from '../../../src/contract/roles.ts'
import { audit } from '../../admin/audit.ts'
import type { Db } from '../../db/client.ts'
import { memberIdentities, members, passkeys } from '../../db/schema.ts'
import { inTransaction, type Tx } from '../../db/transaction.ts'
import type { OidcConfig } from './config.ts'

/**
 * The password hash of a member the identity provider made: not a hash at all (no `scrypt$`), so no
 * password ever verifies against it (passwords.ts `verifyPassword` answers false, never throws). The
 * member may set a password later with a forgotten-password link.
 */
export const NO_PASSWORD = '!identity-provider-member-without-password'

/** Whether a stored hash can be signed in with: the provider's members and the demo's cannot. */
export const hasPassword = (hash: string) => !hash.startsWith('!')

/** What the provider says of the person, from the ID token and the userinfo answer. */
export interface Claims {
  issuer: string
  subject: string
  email: string | undefined
  emailVerified: boolean
  name: string | undefined
  groups: string[]
}

export type SignedMember = { id: number; email: string; name: string; role: Role }

const memberColumns = { id: members.id, email: members.email, name: members.name, role: members.role }

/** The member an identity is linked to, its last use noted; undefined for an identity never seen. */
export async function knownIdentity(db: Db, claims: Claims): Promise<SignedMember | undefined> {
  const [row] = await db
    .update(memberIdentities)
    .set({ lastUsedAt: sql`now()`, ...(claims.email ? { email: claims.email } : {}) })
    .where(and(eq(memberIdentities.issuer, claims.issuer), eq(memberIdentities.subject, claims.subject)))
    .returning({ memberId: memberIdentities.memberId })
  if (!row) return undefined
  const [member] = await db.select(memberColumns).from(members).where(eq(members.id, row.memberId))
  return member
}

/** The member who has this email (any case), whom a new identity with it may be linked to. */
export async function memberWithEmail(db: Db, email: string) {
  const [member] = await db
    .select({ ...memberColumns, passwordHash: members.passwordHash })
    .from(members)
    .where(sql`lower(${members.email}) = lower(${email})`)
    .limit(1)
  return member
}

/** A name the site accepts, from the provider's: its control and invisible characters dropped, cut to 50. */
export function memberNameOf(claims: Claims): string {
  const raw = claims.name?.trim() || claims.email?.split('@')[0] || 'Member'
  const clean = [
    ...raw
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
      .replace(/\s+/g, ' '),
  ]
    .slice(0, 50)
    .join('')
    .trim()
  return clean || 'Member'
}

/** Links an identity to a member, in `tx`, audited as the member's own act. */
export async function linkIdentity(tx: Tx, member: SignedMember, claims: Claims, provider: string) {
  const [identity] = await tx
    .insert(memberIdentities)
    .values({
      memberId: member.id,
      issuer: claims.issuer,
      subject: claims.subject,
      email: claims.email ?? null,
      lastUsedAt: sql`now()`,
    })
    .returning({ id: memberIdentities.id })
  await audit(
    tx,
    { memberId: member.id, email: member.email },
    {
      action: 'identity.link',
      target: `member:${member.id}`,
      after: {
        identity: identity!.id,
        provider,
        issuer: claims.issuer,
        subject: claims.subject,
        email: claims.email,
      },
    },
  )
}

/**
 * A new member made by the provider (a verified email no member has), with the identity linked;
 * undefined when the email got a member meanwhile (the unique index on lower(email)).
 */
export async function createMember(db: Db, claims: Claims & { email: string }, provider: string) {
  return inTransaction(db, async (tx) => {
    const [made] = await tx
      .insert(members)
      .values({ name: memberNameOf(claims), email: claims.email, passwordHash: NO_PASSWORD })
      .onConflictDoNothing()
      .returning(memberColumns)
    if (!made) return undefined
    await audit(
      tx,
      { memberId: made.id, email: made.email },
      {
        action: 'identity.member-created',
        target: `member:${made.id}`,
        after: {
          provider,
          issuer: claims.issuer,
          subject: claims.subject,
          email: made.email,
          name: made.name,
        },
      },
    )
    await linkIdentity(tx, made, claims, provider)
    return made
  })
}

/**
 * The role the provider's groups give: a member of OIDC_ADMIN_GROUP becomes an admin; with
 * OIDC_ADMIN_GROUP_REMOVES, an admin no longer in it becomes a member again. Each change audited.
 */
export async function applyGroups(db: Db, oidc: OidcConfig, member: SignedMember, groups: string[]) {
  if (!oidc.adminGroup) return member
  const inGroup = groups.includes(oidc.adminGroup)
  const role: Role = inGroup ? 'admin' : oidc.adminGroupRemoves ? 'member' : member.role
  if (role === member.role) return member
  await inTransaction(db, async (tx) => {
    await tx.update(members).set({ role, updatedAt: sql`now()` }).where(eq(members.id, member.id))
    await audit(
      tx,
      { memberId: member.id, email: member.email },
      {
        action: role === 'admin' ? 'identity.grant-admin' : 'identity.revoke-admin',
        target: `member:${member.id}`,
        before: { role: member.role },
        after: { role, provider: oidc.name, claim: oidc.groupsClaim, group: oidc.adminGroup },
      },
    )
  })
  return { ...member, role }
}

/** Whether the member can sign in without this identity: a password, a passkey, or another identity. */
export async function hasOtherWay(db: Db, memberId: number, passwordHash: string) {
  if (hasPassword(passwordHash)) return true
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.memberId, memberId))
  if ((keys?.n ?? 0) > 0) return true
  const [ids] = await db
    .select({ n: count() })
    .from(memberIdentities)
    .where(eq(memberIdentities.memberId, memberId))
  return (ids?.n ?? 0) > 1
}
