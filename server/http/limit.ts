import type { FastifyRequest } from 'fastify'
import type { WriteLimit } from '../../src/contract/endpoints/endpoint.ts'

/**
 * Calls a minute: per address (many people may share one; an IPv6 /64 counts as one address), and per
 * member when signed in (calls made before signing in have no member limit).
 */
export interface Limit {
  perAddress: number
  perMember?: number
}

/**
 * The calls a minute of each of the table's write limits, and of the writes outside the table (the
 * reader apps'): write-limits.ts has the defaults.
 */
export type WriteLimits = Record<WriteLimit | 'readerProgression', Limit>

/**
 * Who a write is counted against: a member, or none (null). By default the member of the request's
 * live session; calls outside the API (the reader apps') name the member their app key is of.
 */
export type WriterOf = (request: FastifyRequest) => Promise<{ id: number } | null>
