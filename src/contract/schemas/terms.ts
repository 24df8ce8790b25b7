import * as v from 'valibot'
import { personRoles } from '../person-roles.ts'
import { say } from './reasons.ts'

/** The kinds of term `GET /terms/lists/` lists: categories, then the people credited, role by role. */
export const taxonomies = ['category', ...personRoles] as const
export type Taxonomy = (typeof taxonomies)[number]

const filterMessage = say({
  vi: `phải là taxonomy__ theo sau là một trong ${taxonomies.join(', ')}`,
  en: `must be taxonomy__ followed by one of ${taxonomies.join(', ')}`,
})

/** `GET /terms/lists/[?filter=taxonomy__{category,author,artist,director,actor,studio}]`: one kind, or every kind. */
export const termsQuery = v.object({
  filter: v.optional(
    v.pipe(
      v.string(filterMessage),
      v.regex(new RegExp(`^(taxonomy__(${taxonomies.join('|')}))?$`), filterMessage),
      v.transform((filter) => (filter ? (filter.slice('taxonomy__'.length) as Taxonomy) : undefined)),
    ),
  ),
})

/** A term: a category (with its post type) or a person (no post type). */
export const termSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  taxonomy: v.picklist(taxonomies),
  posttype: v.nullable(v.string()),
})
