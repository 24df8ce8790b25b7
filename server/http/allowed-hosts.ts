import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { failure } from './envelope.ts'
import { hostName } from './host-name.ts'

/**
 * A load balancer asks for health and readiness, and Prometheus scrapes, by the server's address,
 * which no allow-list can foresee. None of them makes an address from the host.
 */
const ANY_HOST = new Set(['/healthz', '/readyz', '/metrics'])

/**
 * Refuses, before any route runs, a request for a host the server does not serve (config.allowedHosts,
 * any port): a forged Host, or X-Forwarded-Host from a trusted proxy, never reaches a mail, a drawn
 * page or the cache, and the site's addresses (crawl/site-origin.ts) are only ever made from a host
 * it serves. So is a forwarded protocol other than http or https.
 */
export function allowedHostsOnly(app: FastifyInstance, config: Config) {
  const allowed = new Set(config.allowedHosts)
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url && ANY_HOST.has(request.routeOptions.url)) return
    const name = hostName(request.host)
    if (name === undefined || !allowed.has(name)) {
      return reply.status(400).send(failure(`Unknown host '${shown(request.host)}': see ALLOWED_HOSTS`))
    }
    if (request.protocol !== 'http' && request.protocol !== 'https') {
      return reply.status(400).send(failure('X-Forwarded-Proto must be http or https'))
    }
  })
}

/** A client's text in a message: short, and only the characters a host may have. */
const shown = (text: string) => text.slice(0, 100).replace(/[^\w.:[\]-]/g, '?')
