import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  accountDelete,
  accountExport,
  accountSessions,
  avatarDelete,
  avatar as avatarEndpoint,
  emailChange,
  otherSessionsRevoke,
  passwordChange,
  profile,
  profileSave,
  sessionRevoke,
} from '../../src/contract/endpoints/account.ts'
import { appKeyCreate, appKeyRevoke, appKeys } from '../../src/contract/endpoints/app-keys.ts'
import { AVATAR_MAX_BYTES } from '../../src/contract/limits.ts'
import { postDetailPath } from '../../src/contract/paths.ts'
import { createAppKey, listAppKeys, revokeAllAppKeys, revokeAppKey } from '../app-keys/keys.ts'
import { type HashTurn, hashPassword, verifyPassword } from '../auth/passwords.ts'
import { type Member, revokeMemberSessions, revokeSession } from '../auth/sessions.ts'
import { whileHashing } from '../auth/while-hashing.ts'
import type { ServerContext } from '../context.ts'
import { members, sessions } from '../db/schema.ts'
import { serve } from '../http/endpoints.ts'
import { badRequest, HttpError, notFound } from '../http/errors.ts'
import { AvatarRefused, avatarFolder, makeAvatar, removeAvatars, storeAvatar } from './avatar.ts'
import { exportMember } from './export.ts'
import { deleteMember } from './leave.ts'
import { ownAgeLimitRoutes } from './own-age-limit.ts'
import { avatarImage, readProfile, saveProfile } from './profile.ts'
import { readUserAgent } from './user-agent.ts'

/** Spec §5 style sentences the app knows and shows in the reader's language. */
export const accountMessages = {
  wrongPassword: 'Current password is incorrect',
  emailTaken: 'Email is already registered',
  notAnAvatar: 'Avatar must be a JPG, JPEG or PNG image',
  avatarTooLarge: 'Avatar must be at most 2MB',
  avatarPixels: 'Avatar has too many pixels',
} as const

/** An avatar's bytes as they came, up to the limit: past it the upload stops at once with a 413. */
async function readAvatarBody(request: FastifyRequest, payload: NodeJS.ReadableStream) {
  const declared = Number(request.headers['content-length'])
  if (declared > AVATAR_MAX_BYTES) throw new HttpError(413, accountMessages.avatarTooLarge)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of payload) {
    size += (chunk as Buffer).length
    if (size > AVATAR_MAX_BYTES) throw new HttpError(413, accountMessages.avatarTooLarge)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

export function accountRoutes(api: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx
  ownAgeLimitRoutes(api, ctx)
  // A member's own data: every endpoint's no-store keeps it from browsers and shared caches, refusals included.

  /** The member's password checked (a wrong one is a 400 the form shows); HashingBusy is a 503. */
  async function checkPassword(member: Member, password: string, turn: HashTurn) {
    const [row] = await db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.id, member.id))
    if (!row || !(await verifyPassword(password, row.hash, turn)))
      throw badRequest(accountMessages.wrongPassword)
  }

  serve(api, ctx, profile, async ({ member }) => {
    return await readProfile(ctx, member.id)
  })

  serve(api, ctx, profileSave, async ({ member, body: input }) => {
    await saveProfile(ctx, member.id, input)
    return await readProfile(ctx, member.id)
  })

  // The avatar is the request's body (any type: it is read by its content), its CSRF token in
  // X-CSRF-Token, as the admin's image uploads send theirs. Its own scope, so no other route takes it.
  api.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', readAvatarBody)
    scope.addContentTypeParser(/^image\//, readAvatarBody)
    serve(
      scope,
      ctx,
      avatarEndpoint,
      async ({ request, member }) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw badRequest(accountMessages.notAnAvatar)
        }
        const webp = await makeAvatar(request.body).catch((error: unknown) => {
          if (error instanceof AvatarRefused) throw badRequest(accountMessages[error.reason])
          throw error
        })
        const path = await storeAvatar(ctx.config.mediaDir, member.id, webp)
        await db.update(members).set({ avatar: path, updatedAt: sql`now()` }).where(eq(members.id, member.id))
        await removeAvatars(ctx.config.mediaDir, member.id, path)
        return { avatar: avatarImage(ctx, path) }
      },
      { route: { bodyLimit: AVATAR_MAX_BYTES * 2 } },
    )
  })

  serve(api, ctx, avatarDelete, async ({ member }) => {
    await db.update(members).set({ avatar: null, updatedAt: sql`now()` }).where(eq(members.id, member.id))
    await removeAvatars(ctx.config.mediaDir, member.id)
    return { avatar: null }
  })

  serve(api, ctx, emailChange, async ({ request, reply, member, body: input }) => {
    await whileHashing(request, reply, (turn) => checkPassword(member, input.current_password, turn))
    const [taken] = await db
      .select({ id: members.id })
      .from(members)
      .where(sql`lower(${members.email}) = lower(${input.email}) and ${members.id} <> ${member.id}`)
    if (taken) throw new HttpError(409, accountMessages.emailTaken)
    try {
      await db
        .update(members)
        .set({ email: input.email, updatedAt: sql`now()` })
        .where(eq(members.id, member.id))
    } catch {
      // Taken between the look and the write.
      throw new HttpError(409, accountMessages.emailTaken)
    }
    const ended = await revokeMemberSessions(db, member.id, member.sessionId)
    return { email: input.email, sessions_ended: ended.length }
  })

  serve(api, ctx, passwordChange, async ({ request, reply, member, body: input }) => {
    const passwordHash = await whileHashing(request, reply, async (turn) => {
      await checkPassword(member, input.current_password, turn)
      return hashPassword(input.password, turn)
    })
    await db.update(members).set({ passwordHash, updatedAt: sql`now()` }).where(eq(members.id, member.id))
    const ended = await revokeMemberSessions(db, member.id, member.sessionId)
    await revokeAllAppKeys(db, { memberId: member.id, email: member.email }, member.id)
    return { sessions_ended: ended.length }
  })

  serve(api, ctx, appKeys, ({ member }) => listAppKeys(db, member.id))

  serve(api, ctx, appKeyCreate, ({ member, body: input }) =>
    createAppKey(db, { memberId: member.id, email: member.email }, input.name),
  )

  serve(api, ctx, appKeyRevoke, ({ member, params: { id } }) =>
    revokeAppKey(db, { memberId: member.id, email: member.email }, id),
  )

  serve(api, ctx, accountSessions, async ({ member }) => {
    const rows = await db
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
      )
      .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    return rows.map((row) => ({
      id: row.id,
      ...readUserAgent(row.userAgent),
      address: row.address,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
      current: row.id === member.sessionId,
    }))
  })

  serve(api, ctx, sessionRevoke, async ({ member, params: { id } }) => {
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.memberId, member.id), isNull(sessions.revokedAt)))
    // Another member's session is as unknown as one that never was.
    if (!session) throw notFound('Session not found')
    await revokeSession(db, id)
    return { id, revoked: true, current: id === member.sessionId }
  })

  serve(api, ctx, otherSessionsRevoke, async ({ member }) => {
    const ended = await revokeMemberSessions(db, member.id, member.sessionId)
    return { revoked: ended.length }
  })

  serve(api, ctx, accountExport, async ({ reply, member }) => {
    const data = await exportMember(ctx, member.id)
    const day = new Date().toISOString().slice(0, 10)
    reply.header('content-disposition', `attachment; filename="mot-account-${member.id}-${day}.json"`)
    return data
  })

  serve(api, ctx, accountDelete, async ({ request, reply, member, body: input }) => {
    await whileHashing(request, reply, (turn) => checkPassword(member, input.current_password, turn))
    const deleted = await deleteMember(db, member.id)
    if (!deleted) throw notFound()
    await rm(join(ctx.config.mediaDir, avatarFolder(member.id)), { recursive: true, force: true })
    await removeAvatars(ctx.config.mediaDir, member.id)
    // The posts' public answers hold the counts that just moved.
    for (const post of new Set(deleted.posts.map((p) => postDetailPath(p.posttype, p.slug)))) {
      ctx.cache.invalidate(post)
    }
    return { deleted: true }
  })
}
