import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { failure } from './envelope.ts'
import { hostName } from './host-name.ts'

/** A load balancer asks for health by the server's address, which no allow-list can foresee. */
const ANY_HOST = new Set(['/healthz'])

/**
 * The origin of every absolute address the server writes (mail links, canonical links, previews,
 * sitemaps, robots.txt): PUBLIC_URL, else the request's own. That one is of a host the allow-list
 * let through (allowedHostsOnly), with its protocol and host read from X-Forwarded-Proto and
 * X-Forwarded-Host only when the hop that sent them is one TRUST_PROXY trusts (Fastify's
 * request.protocol and request.host).
 */
export const siteOrigin = (config: Config, request: FastifyRequest) =>
  config.publicUrl || new URL(`${request.protocol}://${request.host}`).origin

/**
 * Refuses, before any route runs, a request for a host the server does not serve (config.allowedHosts,
 * any port): a forged Host or X-Forwarded-Host never reaches a mail, a drawn page or the cache. So is
 * a forwarded protocol other than http or https.
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
