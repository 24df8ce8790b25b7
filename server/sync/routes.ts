import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { librarySyncRoute } from '../../src/contract/paths.ts'
import { librarySyncBody } from '../../src/contract/schemas/library-sync.ts'
import { readJson } from '../admin/json-body.ts'
import { checkFormCsrf, requestDevice } from '../auth/csrf.ts'
import { requireMember } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import { success } from '../http/envelope.ts'
import { unauthorized } from '../http/errors.ts'
import { requestLanguage } from '../http/messages.ts'
import { parse } from '../http/validate.ts'
import { requestMember } from '../http/write-limits.ts'
import { mergeLibrary } from './merge.ts'
import { libraryTag, readLibrary } from './read.ts'

/**
 * 200 changes and 200 positions in JSON come to about 40 kB; more than this is not a device's batch.
 * Kept below the server's general limit, which is sized for the admin's documents.
 */
const SYNC_BODY_BYTES = 64 * 1024

/**
 * The member's library on the server (issue 24, docs/api.md): every device reads it, and sends its
 * changes to be merged into it. A Bearer token says who calls; a batch carries its CSRF token too,
 * bound to the device as every other write's, so no write of the API goes without one.
 */
export function syncRoutes(api: FastifyInstance, ctx: ServerContext) {
  async function answer(request: FastifyRequest, reply: FastifyReply, memberId: number) {
    const deviceId = requestDevice(ctx, request)
    const lang = requestLanguage(request)
    const tag = await libraryTag(ctx, memberId, deviceId, lang)
    reply.header('etag', tag)
    if (request.method === 'GET' && request.headers['if-none-match'] === tag) return reply.status(304).send()
    return success(await readLibrary(ctx, memberId, deviceId, lang))
  }

  const privately = (reply: FastifyReply) =>
    // Set first, so a 401 or 400 is not kept by a browser or a shared cache either.
    reply.header('cache-control', 'no-store').header('vary', 'Authorization, X-Device-Id')

  api.get(librarySyncRoute, async (request, reply) => {
    privately(reply)
    const member = await requireMember(request, ctx)
    return answer(request, reply, member.id)
  })

  api.post(
    librarySyncRoute,
    { onRequest: ctx.writeLimit('library'), bodyLimit: SYNC_BODY_BYTES },
    async (request, reply) => {
      privately(reply)
      // The write limit has looked the member up already.
      const member = await requestMember(request, ctx)
      if (!member) throw unauthorized('Sign in required')
      const { id } = member
      const batch = parse(librarySyncBody, readJson(request), request)
      checkFormCsrf(request, ctx, batch.csrf_token)
      await mergeLibrary(ctx.db, id, batch)
      return answer(request, reply, id)
    },
  )
}
