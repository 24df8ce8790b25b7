import type { QueryMeta } from '@tanstack/react-query'

/**
 * Marks a query whose answer belongs to the signed-in member (their own like or rating). Such
 * answers stay in memory only: the stored cache outlives a sign-out and may be read by whoever
 * uses the device next.
 */
export const PRIVATE_QUERY = { private: true } as const

/**
 * The first part of every admin query's key. Admin answers (members' emails, the audit log) are
 * private whatever a screen's options say: the key alone keeps them out of the stored cache.
 */
export const ADMIN_QUERY_PREFIX = 'admin'

export const isPrivateQuery = (query: { meta?: QueryMeta; queryKey?: readonly unknown[] }) =>
  query.meta?.private === true || query.queryKey?.[0] === ADMIN_QUERY_PREFIX
