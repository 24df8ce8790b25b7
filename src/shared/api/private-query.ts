import type { QueryMeta } from '@tanstack/react-query'

/**
 * Marks a query whose answer belongs to the signed-in member (their own like or rating). Such
 * answers stay in memory only: the stored cache outlives a sign-out and may be read by whoever
 * uses the device next.
 */
export const PRIVATE_QUERY = { private: true } as const
export const isPrivateQuery = (query: { meta?: QueryMeta }) => query.meta?.private === true
