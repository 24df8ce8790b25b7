import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { AVATAR_MAX_BYTES } from '../../src/contract/limits.ts'
import {
  accountDeleteRoute,
  accountExportRoute,
  accountSessionsRoute,
  avatarDeleteRoute,
  avatarRoute,
  emailChangeRoute,
  otherSessionsRevokeRoute,
  passwordChangeRoute,
  postDetailPath,
  profileRoute,
  sessionRevokeRoute,
} from '../../src/contract/paths.ts'
import {
  accountCsrfBody,
  accountDeleteBody,
  emailChangeBody,
  passwordChangeBody,
  profileBody,
} from '../../src/contract/schemas/account-requests.ts'
import { idParam } from '../../src/contract/schemas/requests.ts'
import { checkFormCsrf, verifyCsrf } from '../auth/csrf.ts'
import { whileHashing } from '../auth/json-body.ts'
import { type HashTurn, hashPassword, verifyPassword } from '../auth/passwords.ts'
import { type Member, requireMember, revokeMemberSessions, revokeSession } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import { members, sessions } from '../db/schema.ts'
import { success } from '../http/envelope.ts'
import { badRequest, HttpError, notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { AvatarRefused, avatarFolder, makeAvatar, removeAvatars, storeAvatar } from './avatar.ts'
import { readAccountForm } from './body.ts'
import { exportMember } from './export.ts'
import { deleteMember } from './leave.ts'
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

/** `POST /account/sessions/{id}/revoke/` */
const sessionParams = v.object({ id: idParam })

export function accountRoutes(api: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx
  const limited = { onRequest: ctx.writeLimit('account') }

  // A member's own data: never kept by a browser or a shared cache, refusals included.
  api.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url?.includes('/account/')) reply.header('cache-control', 'no-store')
  })

  /** The member's password checked (a wrong one is a 400 the form shows); HashingBusy is a 503. */
  async function checkPassword(member: Member, password: string, turn: HashTurn) {
    const [row] = await db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.id, member.id))
    if (!row || !(await verifyPassword(password, row.hash, turn)))
      throw badRequest(accountMessages.wrongPassword)
  }

  api.get(profileRoute, async (request) => {
    const member = await requireMember(request, ctx)
    return success(await readProfile(ctx, member.id))
  })

  api.post(profileRoute, limited, async (request) => {
    const member = await requireMember(request, ctx)
    const input = await readAccountForm(profileBody, request)
    checkFormCsrf(request, ctx, input.csrf_token)
    await saveProfile(ctx, member.id, input)
    return success(await readProfile(ctx, member.id))
  })

  // The avatar is the request's body (any type: it is read by its content), its CSRF token in
  // X-CSRF-Token, as the admin's image uploads send theirs. Its own scope, so no other route takes it.
  api.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', readAvatarBody)
    scope.addContentTypeParser(/^image\//, readAvatarBody)
    scope.post(avatarRoute, { ...limited, bodyLimit: AVATAR_MAX_BYTES * 2 }, async (request) => {
      const member = await requireMember(request, ctx)
      verifyCsrf(request.headers['x-csrf-token'], ctx, request.headers['x-device-id'])
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
      return success({ avatar: avatarImage(ctx, path) })
    })
  })

  api.post(avatarDeleteRoute, limited, async (request) => {
    const member = await requireMember(request, ctx)
    const form = await readAccountForm(accountCsrfBody, request)
    checkFormCsrf(request, ctx, form.csrf_token)
    await db.update(members).set({ avatar: null, updatedAt: sql`now()` }).where(eq(members.id, member.id))
    await removeAvatars(ctx.config.mediaDir, member.id)
    return success({ avatar: null })
  })

  api.post(emailChangeRoute, limited, async (request, reply) => {
    const member = await requireMember(request, ctx)
    const input = await readAccountForm(emailChangeBody, request)
    checkFormCsrf(request, ctx, input.csrf_token)
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
    return success({ email: input.email, sessions_ended: ended.length })
  })

  api.post(passwordChangeRoute, limited, async (request, reply) => {
    const member = await requireMember(request, ctx)
    const input = await readAccountForm(passwordChangeBody, request)
    checkFormCsrf(request, ctx, input.csrf_token)
    const passwordHash = await whileHashing(request, reply, async (turn) => {
      await checkPassword(member, input.current_password, turn)
      return hashPassword(input.password, turn)
    })
    await db.update(members).set({ passwordHash, updatedAt: sql`now()` }).where(eq(members.id, member.id))
    const ended = await revokeMemberSessions(db, member.id, member.sessionId)
    return success({ sessions_ended: ended.length })
  })

  api.get(accountSessionsRoute, async (request) => {
    const member = await requireMember(request, ctx)
    const rows = await db
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
      )
      .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    return success(
      rows.map((row) => ({
        id: row.id,
        ...readUserAgent(row.userAgent),
        address: row.address,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        current: row.id === member.sessionId,
      })),
    )
  })

  api.post(sessionRevokeRoute, limited, async (request) => {
    const member = await requireMember(request, ctx)
    const { id } = parse(sessionParams, request.params, request)
    const form = await readAccountForm(accountCsrfBody, request)
    checkFormCsrf(request, ctx, form.csrf_token)
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.memberId, member.id), isNull(sessions.revokedAt)))
    // Another member's session is as unknown as one that never was.
    if (!session) throw notFound('Session not found')
    await revokeSession(db, id)
    return success({ id, revoked: true, current: id === member.sessionId })
  })

  api.post(otherSessionsRevokeRoute, limited, async (request) => {
    const member = await requireMember(request, ctx)
    const form = await readAccountForm(accountCsrfBody, request)
    checkFormCsrf(request, ctx, form.csrf_token)
    const ended = await revokeMemberSessions(db, member.id, member.sessionId)
    return success({ revoked: ended.length })
  })

  api.get(accountExportRoute, async (request, reply) => {
    const member = await requireMember(request, ctx)
    const data = await exportMember(ctx, member.id)
    const day = new Date().toISOString().slice(0, 10)
    reply.header('content-disposition', `attachment; filename="mot-account-${member.id}-${day}.json"`)
    return success(data)
  })

  api.post(accountDeleteRoute, limited, async (request, reply) => {
    const member = await requireMember(request, ctx)
    const input = await readAccountForm(accountDeleteBody, request)
    checkFormCsrf(request, ctx, input.csrf_token)
    await whileHashing(request, reply, (turn) => checkPassword(member, input.current_password, turn))
    const deleted = await deleteMember(db, member.id)
    if (!deleted) throw notFound()
    await rm(join(ctx.config.mediaDir, avatarFolder(member.id)), { recursive: true, force: true })
    await removeAvatars(ctx.config.mediaDir, member.id)
    // The posts' public answers hold the counts that just moved.
    for (const post of new Set(deleted.posts.map((p) => postDetailPath(p.posttype, p.slug)))) {
      ctx.cache.invalidate(post)
    }
    return success({ deleted: true })
  })
}
