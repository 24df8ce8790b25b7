import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'

/**
 * The origin of the site's absolute addresses: PUBLIC_URL, else the request's own (its protocol and
 * host, which Fastify reads from the proxy's headers when TRUST_PROXY says to).
 */
export const siteOrigin = (config: Config, request: FastifyRequest) =>
  config.publicUrl || `${request.protocol}://${request.host}`
