import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { and, count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  passkeyAdd,
  passkeyOptions,
  passkeyRemove,
  passkeySignIn,
  passkeySignInOptions,
} from '../../src/contract/endpoints/two-factor.ts'
import { PASSKEYS_MAX } from '../../src/contract/schemas/two-factor.ts'
import { audit } from '../admin/audit.ts'
import type { ServerContext } from '../context.ts'
import { siteOrigin } from '../crawl/site-origin.ts'
import { members, passkeys } from '../db/schema.ts'
import { serve } from '../http/endpoints.ts'
import { HttpError, notFound, unauthorized } from '../http/errors.ts'
import { localized } from '../http/messages.ts'
import { twoFactorMessages as say } from './admin-two-factor.ts'
import { createChallenge, takeChallenge } from './challenges.ts'
import { openSession } from './open-session.ts'

/*
 * Passkeys (WebAuthn) through SimpleWebAuthn: a member registers several, each named, and signs in
 * with one alone (discoverable credentials: no email first). The relying party is the site's own
 * address (PUBLIC_URL, else the request's host, which allowed-hosts.ts checked before any route ran),
 * so a forged Host cannot make a ceremony for another site. Challenges are auth_challenges, taken once.
 */

/** The relying party: the site's origin and its host name. */
export function relyingParty(ctx: ServerContext, request: FastifyRequest) {
  const origin = siteOrigin(ctx.config, request)
  return { origin, id: new URL(origin).hostname, name: 'Mọt' }
}

/** The handle a member's passkeys carry: their id, so a credential tells whose it is. */
const userHandle = (memberId: number) => new TextEncoder().encode(`mot-member-${memberId}`)

/** The ceremony's options as the answer carries them: JSON the browser's library reads whole. */
const asAnswer = (options: { challenge: string }) =>
  options as { challenge: string } & Record<string, unknown>

export const passkeyOf = (row: typeof passkeys.$inferSelect) => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  backed_up: row.backedUp,
})

export function passkeyRoutes(api: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx

  serve(api, ctx, passkeySignInOptions, async ({ request }) => {
    const rp = relyingParty(ctx, request)
    // A passkey signs in alone, in place of a password and a second factor: the authenticator must
    // have verified its person (a PIN, a fingerprint), not only that someone touched it.
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' })
    const { token } = await createChallenge(db, 'passkey-sign-in', null, { challenge: options.challenge })
    return { token, options: asAnswer(options) }
  })

  serve(api, ctx, passkeySignIn, async ({ request, reply, body }) => {
    const refused = () => unauthorized(localized(request, say.passkeyRefused))
    const step = await takeChallenge(db, 'passkey-sign-in', body.token)
    if (!step) throw refused()
    const response = body.response as AuthenticationResponseJSON
    const [key] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id))
    if (!key) throw refused()
    const rp = relyingParty(ctx, request)
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: String(step.data.challenge),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: key.credentialId,
          publicKey: Buffer.from(key.publicKey, 'base64url'),
          counter: key.counter,
          transports: key.transports,
        },
        requireUserVerification: true,
      })
    } catch {
      // A bad signature, another site's, a counter gone back (a cloned authenticator): all refused.
      throw refused()
    }
    if (!verified.verified) throw refused()
    // The counter only moves on (where the authenticator keeps one); two sign-ins at once take it once.
    const { newCounter, credentialBackedUp } = verified.authenticationInfo
    const [used] = await db
      .update(passkeys)
      .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: sql`now()` })
      .where(
        and(eq(passkeys.id, key.id), newCounter === 0 ? sql`true` : sql`${passkeys.counter} < ${newCounter}`),
      )
      .returning({ memberId: passkeys.memberId })
    if (!used) throw refused()
    const [member] = await db.select().from(members).where(eq(members.id, used.memberId))
    if (!member) throw refused()
    // A full sign-in: the passkey is a possession and, unlocked, a second factor of its own.
    return openSession(ctx, request, reply, member, body.remember)
  })

  serve(api, ctx, passkeyOptions, async ({ request, member }) => {
    const rp = relyingParty(ctx, request)
    const existing = await db
      .select({ id: passkeys.credentialId, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.memberId, member.id))
    if (existing.length >= PASSKEYS_MAX) throw new HttpError(409, localized(request, say.tooManyPasskeys))
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: member.email,
      userDisplayName: member.name,
      userID: userHandle(member.id),
      attestationType: 'none',
      excludeCredentials: existing,
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    const { token } = await createChallenge(db, 'passkey-register', member.id, {
      challenge: options.challenge,
    })
    return { token, options: asAnswer(options) }
  })

  serve(api, ctx, passkeyAdd, async ({ request, member, body }) => {
    const refused = () => new HttpError(400, localized(request, say.passkeyRefused))
    const step = await takeChallenge(db, 'passkey-register', body.token)
    if (!step || step.memberId !== member.id) throw refused()
    const rp = relyingParty(ctx, request)
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
    try {
      verified = await verifyRegistrationResponse({
        response: body.response as RegistrationResponseJSON,
        expectedChallenge: String(step.data.challenge),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      })
    } catch {
      throw refused()
    }
    if (!verified.verified) throw refused()
    const { credential, credentialBackedUp } = verified.registrationInfo
    const [had] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.memberId, member.id))
    if (Number(had?.n ?? 0) >= PASSKEYS_MAX) throw new HttpError(409, localized(request, say.tooManyPasskeys))
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(passkeys)
        .values({
          memberId: member.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: body.name,
          backedUp: credentialBackedUp,
        })
        .onConflictDoNothing()
        .returning()
      if (!row) throw refused()
      await audit(
        tx,
        { memberId: member.id, email: member.email },
        {
          action: 'account.passkey.add',
          target: `member:${member.id}`,
          after: { passkey: row.id, name: row.name },
        },
      )
      return passkeyOf(row)
    })
  })

  serve(api, ctx, passkeyRemove, async ({ request, member, params: { id } }) => {
    return db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.memberId, member.id)))
        .returning({ id: passkeys.id, name: passkeys.name })
      if (!gone) throw notFound(localized(request, say.passkeyGone))
      await audit(
        tx,
        { memberId: member.id, email: member.email },
        {
          action: 'account.passkey.remove',
          target: `member:${member.id}`,
          before: { passkey: gone.id, name: gone.name },
        },
      )
      return { id: gone.id, removed: true as const }
    })
  })
}
