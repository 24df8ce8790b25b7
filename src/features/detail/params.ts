import * as v from 'valibot'
import type { Posttype } from '../../contract/posttypes.ts'
import { postCardSchema } from '../../contract/schemas/cards.ts'

/** The router reads `?ep=3` as a number and `?ep=x` as text: any plain value is read, then checked. */
const episodeParam = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(Number),
  v.number(),
  v.integer(),
  v.minValue(1),
)

/** A film's search: the episode on screen (`ep`), kept in the address so it survives a reload. */
export const movieSearchSchema = v.object({
  ep: v.fallback(v.optional(episodeParam), undefined),
})

/**
 * The card a link passed in navigation state, when it is this page's post and reads as a card:
 * history entries outlive versions of the app, so what they hold is checked like an answer.
 */
export function navPostOf(state: unknown, posttype: Posttype, slug: string) {
  const parsed = v.safeParse(postCardSchema, state)
  if (!parsed.success) return undefined
  return parsed.output.posttype === posttype && parsed.output.slug === slug ? parsed.output : undefined
}
