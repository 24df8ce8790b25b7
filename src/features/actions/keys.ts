import type { MutationMeta } from '@tanstack/react-query'

/** Mutation keys: the defaults registered under them let a stored mutation be sent after a reload. */
export const actionKeys = {
  all: ['actions'] as const,
  like: () => [...actionKeys.all, 'like'] as const,
  rating: () => [...actionKeys.all, 'rating'] as const,
}

/**
 * Marks a mutation that may be sent again without harm: a like carries the state it wants (1 or 2,
 * never "toggle") and a rating replaces the member's previous one. Only these are stored while in
 * flight, so one cut off by closing the app is sent again rather than lost.
 */
export const IDEMPOTENT = { idempotent: true } as const
export const isIdempotent = (mutation: { meta?: MutationMeta }) => mutation.meta?.idempotent === true
