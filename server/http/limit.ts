import type { WriteLimit } from '../../src/contract/endpoints/endpoint.ts'

/**
 * Calls a minute: per address (many people may share one; an IPv6 /64 counts as one address), and per
 * member when signed in (calls made before signing in have no member limit).
 */
export interface Limit {
  perAddress: number
  perMember?: number
}

/** The calls a minute of each of the table's write limits (write-limits.ts has the defaults). */
export type WriteLimits = Record<WriteLimit, Limit>
