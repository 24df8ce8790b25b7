import type { FastifyInstance } from 'fastify'
import { languages } from '../../src/contract/languages.ts'
import type { ServerContext } from '../context.ts'
import { failure } from '../http/envelope.ts'
import { readerDoor } from './door.ts'
import { opdsV1Routes } from './v1.ts'

/**
 * The reader apps' doors, in each language: `/{lang}/opds/v1.2/…` with HTTP Basic, and the same
 * under `/{lang}/opds/key/{key}/v1.2/…` for apps that can only be given an address.
 */
export async function readerAppRoutes(app: FastifyInstance, ctx: ServerContext) {
  for (const keyInAddress of [false, true]) {
    await app.register(
      async (door) => {
        door.addHook('onRequest', async (request, reply) => {
          const { lang } = request.params as { lang: string }
          if (!languages.includes(lang as never)) return reply.status(404).send(failure('Not Found'))
        })
        door.addHook('onRequest', readerDoor(ctx, keyInAddress))
        opdsV1Routes(door, ctx)
      },
      { prefix: keyInAddress ? '/:lang/opds/key/:key/v1.2' : '/:lang/opds/v1.2' },
    )
  }
}
