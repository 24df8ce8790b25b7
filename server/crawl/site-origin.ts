import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'

/**
 * The origin of every absolute address the server writes (mail links, canonical links, previews,
 * sitemaps, robots.txt): PUBLIC_URL, else the request's own. That one is of a host the server serves
 * (http/allowed-hosts.ts refused any other before a route ran), with its protocol and host read from
 * X-Forwarded-Proto and X-Forwarded-Host only when the hop that sent them is one TRUST_PROXY trusts
 * (Fastify's request.protocol and request.host).
 */
export const siteOrigin = (config: Config, request: FastifyRequest) =>
  config.publicUrl || new URL(`${request.protocol}://${request.host}`).origin
