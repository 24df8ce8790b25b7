import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { failure } from '../http/envelope.ts'
import { allowedAddresses } from './allow.ts'
import type { Metrics } from './metrics.ts'

/**
 * `GET /metrics`: the server's figures in Prometheus's text format, for the addresses METRICS_ALLOW
 * names (loopback by default); any other gets 403 with the envelope. Each server is scraped on its
 * own address, never through the proxy (deploy/nginx/mot.conf refuses it). Every answered request is
 * counted: added before any route, so that every route, in every plugin, has the hook.
 */
export function metricsRoutes(app: FastifyInstance, config: Config, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.answered(request, reply)
    done()
  })
  app.addHook('onClose', (_app, done) => {
    metrics.close()
    done()
  })

  const allowed = allowedAddresses(config.metricsAllow)
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (!allowed(request.ip)) {
      return reply.status(403).send(failure('Metrics are not shown to this address: see METRICS_ALLOW'))
    }
    return reply.type(metrics.contentType).send(await metrics.text())
  })
}
