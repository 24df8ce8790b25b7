import type { FastifyInstance, FastifyRequest } from 'fastify'
import { languages } from '../../src/contract/languages.ts'
import { appKeyWriter } from '../app-keys/request-member.ts'
import type { ServerContext } from '../context.ts'
import { failure } from '../http/envelope.ts'
import { SharedReads } from '../http/shared-reads.ts'
import { readerDoor } from './door.ts'
import { doorOf } from './feed.ts'
import { catalogueFeeds } from './feeds.ts'
import { filesAtOnce } from './files-at-once.ts'
import { progressionRoutes } from './progression.ts'
import { opdsV1Routes, writeAtom } from './v1.ts'
import { authenticationDocument, authenticationType, opdsV2Routes, writeJson } from './v2.ts'

/**
 * The reader apps' doors, in each language: OPDS 1.2 at `/{lang}/opds/v1.2/…` and OPDS 2.0 at
 * `/{lang}/opds/v2/…` with HTTP Basic, and the same under `/{lang}/opds/key/{key}/…` for apps that
 * can only be given an address.
 */
export async function readerAppRoutes(app: FastifyInstance, ctx: ServerContext) {
  // A few hundred list pages and searches: each a page of rows, a few kilobytes.
  const shared = new SharedReads(ctx.cache, {
    seconds: ctx.config.publicCacheSeconds,
    max: 500,
    lookups: ctx.metrics.lookups('shared_reads'),
  })
  const feeds = catalogueFeeds(ctx, shared)
  // One count per member across every door: two doors are not twice the files, nor the writes.
  const files = filesAtOnce()
  const progressionLimit = ctx.writeLimit('readerProgression', appKeyWriter)
  const versions = [
    {
      version: 'v1.2',
      routes: (door: FastifyInstance) => opdsV1Routes(door, ctx, files),
      write: writeAtom,
      refusal: undefined,
    },
    {
      version: 'v2',
      routes: (door: FastifyInstance) => {
        opdsV2Routes(door, ctx)
        progressionRoutes(door, ctx, progressionLimit)
      },
      write: writeJson,
      // OPDS 2 apps learn how to sign in from the authentication document, sent with the 401.
      refusal: (request: FastifyRequest) => ({
        type: `${authenticationType}; charset=utf-8`,
        body: authenticationDocument(ctx, request),
      }),
    },
  ]
  for (const { version, routes, write, refusal } of versions) {
    for (const keyInAddress of [false, true]) {
      await app.register(
        async (door) => {
          door.addHook('onRequest', async (request, reply) => {
            const { lang } = request.params as { lang: string }
            if (!languages.includes(lang as never)) return reply.status(404).send(failure('Not Found'))
          })
          const guard = readerDoor(ctx, keyInAddress, refusal)
          // The authentication document is the one address an app reaches before it has a key.
          door.addHook('onRequest', async (request, reply) => {
            if (version === 'v2' && request.routeOptions.url?.endsWith('/authentication')) return
            return guard(request, reply)
          })
          for (const [url, read] of feeds) {
            door.get(url, async (request, reply) => {
              const where = doorOf(ctx, request)
              return write(ctx, where, reply, await read(request, where))
            })
          }
          routes(door)
        },
        { prefix: keyInAddress ? `/:lang/opds/key/:key/${version}` : `/:lang/opds/${version}` },
      )
    }
  }
}
