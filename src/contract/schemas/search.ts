import * as v from 'valibot'
import { personRoles } from '../person-roles.ts'
import { posttypeSchema } from '../posttypes.ts'
import { imageSchema } from './cards.ts'
import { lenientArray } from './envelope.ts'

/** A post suggested as a query is typed: enough for one line with its cover. */
const suggestedPostSchema = v.object({
  title: v.string(),
  slug: v.string(),
  posttype: posttypeSchema,
  feature: v.nullish(imageSchema, null),
  href: v.string(),
})

/**
 * A person suggested: a director or an actor (`person`, their page, with the roles they are credited
 * in) or an author (`author`, who has no page: `href` searches their name).
 */
const suggestedPersonSchema = v.object({
  name: v.string(),
  kind: v.picklist(['person', 'author']),
  roles: v.optional(lenientArray(v.picklist(personRoles)), []),
  href: v.string(),
})

const suggestedCategorySchema = v.object({
  name: v.string(),
  slug: v.string(),
  posttype: posttypeSchema,
  href: v.string(),
})

/** `GET /posts/search/suggest/?q=` (docs/api.md); a malformed entry is left out, not the list. */
export const suggestionsSchema = v.object({
  posts: lenientArray(suggestedPostSchema),
  people: lenientArray(suggestedPersonSchema),
  categories: lenientArray(suggestedCategorySchema),
})
export type SearchSuggestions = v.InferOutput<typeof suggestionsSchema>
export type SuggestedPost = v.InferOutput<typeof suggestedPostSchema>
export type SuggestedPerson = v.InferOutput<typeof suggestedPersonSchema>
export type SuggestedCategory = v.InferOutput<typeof suggestedCategorySchema>
