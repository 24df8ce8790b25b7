import type { FastifyInstance, FastifyRequest } from 'fastify'
import { languages } from '../../src/contract/languages.ts'
import type { ServerContext } from '../context.ts'
import { failure } from '../http/envelope.ts'
import { readerDoor } from './door.ts'
import { opdsV1Routes } from './v1.ts'
import { authenticationDocument, authenticationType, opdsV2Routes } from './v2.ts'

/**
 * The reader apps' doors, in each language: OPDS 1.2 at `/{lang}/opds/v1.2/…` and OPDS 2.0 at
 * `/{lang}/opds/v2/…` with HTTP Basic, and the same under `/{lang}/opds/key/{key}/…` for apps that
 * can only be given an address.
 */
export async function readerAppRoutes(app: FastifyInstance, ctx: ServerContext) {
  const versions = [
    { version: 'v1.2', routes: opdsV1Routes, refusal: undefined },
    {
      version: 'v2',
      routes: opdsV2Routes,
      // OPDS 2 apps learn how to sign in from the authentication document, sent with the 401.
      refusal: (request: FastifyRequest) => ({
        type: `${authenticationType}; charset=utf-8`,
        body: authenticationDocument(ctx, request),
      }),
    },
  ]
  for (const { version, routes, refusal } of versions) {
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
          routes(door, ctx)
        },
        { prefix: keyInAddress ? `/:lang/opds/key/:key/${version}` : `/:lang/opds/${version}` },
      )
    }
  }
}
