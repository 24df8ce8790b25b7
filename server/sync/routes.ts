import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { librarySync, librarySyncSend, libraryUpdates } from '../../src/contract/endpoints/library-sync.ts'
import { audienceOf } from '../audience/index.ts'
import { requestDevice } from '../auth/csrf.ts'
import type { ServerContext } from '../context.ts'
import { answered, serve } from '../http/endpoints.ts'
import { requestLanguage } from '../http/messages.ts'
import { mergeLibrary } from './merge.ts'
import { libraryTag, readLibrary } from './read.ts'
import { readUpdates } from './updates.ts'

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
    const audience = await audienceOf(request, ctx)
    const tag = await libraryTag(ctx, audience, memberId, deviceId, lang)
    reply.header('etag', tag)
    if (request.method === 'GET' && request.headers['if-none-match'] === tag) {
      reply.status(304).send()
      return answered
    }
    return await readLibrary(ctx, audience, memberId, deviceId, lang)
  }

  // The endpoints' no-store is set first, so a 401 or 400 is not kept by a browser or a shared cache either.
  serve(api, ctx, librarySync, async ({ request, reply, member }) => answer(request, reply, member.id))

  serve(
    api,
    ctx,
    librarySyncSend,
    async ({ request, reply, member, body: batch }) => {
      await mergeLibrary(ctx.db, member.id, batch)
      return answer(request, reply, member.id)
    },
    { route: { bodyLimit: SYNC_BODY_BYTES } },
  )

  serve(api, ctx, libraryUpdates, async ({ request, member, query }) =>
    readUpdates(ctx, await audienceOf(request, ctx), member.id, requestLanguage(request), query.before),
  )
}
