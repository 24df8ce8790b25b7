import * as v from 'valibot'
import { ageRatingSchema } from '../age-ratings.ts'
import {
  lockableChapterFieldSchema,
  lockablePostFieldSchema,
  postOriginSchema,
  postStatusSchema,
} from '../catalogue.ts'
import { personRoles } from '../person-roles.ts'
import { posttypeSchema } from '../posttypes.ts'
import { readingModes } from '../reading-modes.ts'
import { imageSchema } from './cards.ts'
import { introSchema } from './detail.ts'

/*
 * What the admin posts and chapters calls answer (docs/api.md, Admin: posts and chapters), as the
 * admin screens read them. Their requests are in admin-posts.ts.
 */

/** A text in both languages; either may be empty. */
export const bothLanguages = v.object({ vi: v.nullish(v.string(), ''), en: v.nullish(v.string(), '') })

/** A lock the app does not know (a newer server) is left out rather than failing the screen. */
const locks = <T extends v.GenericSchema<string>>(field: T) =>
  v.pipe(
    v.nullish(v.array(v.string()), []),
    v.transform((names) => names.filter((name): name is v.InferOutput<T> => v.is(field, name))),
  )

/** `GET /admin/posts/…`: one post of the list. */
export const adminPostRow = v.object({
  id: v.number(),
  slug: v.string(),
  posttype: posttypeSchema,
  title: bothLanguages,
  status: postStatusSchema,
  origin: postOriginSchema,
  chapter_count: v.number(),
  updated_at: v.string(),
})

/** Why a chapter is hidden: an admin hid it, or its file left the library. */
export const hiddenReasons = ['admin', 'file_gone'] as const
export type HiddenReason = (typeof hiddenReasons)[number]

export const adminChapter = v.object({
  id: v.number(),
  index: v.number(),
  title: bothLanguages,
  hidden: v.boolean(),
  hidden_because: v.nullish(v.picklist(hiddenReasons), null),
  locked_fields: locks(lockableChapterFieldSchema),
  /** A film episode's opening titles, in seconds. */
  intro: v.fallback(v.nullish(introSchema, null), null),
  /** A comic chapter's first page (media path and link), to pick as a cover or banner. */
  first_page: v.nullish(v.object({ path: v.string(), link: v.string() }), null),
})

/** A category as the edit form shows it: the post's own, and those of its type to choose from. */
export const adminPostCategory = v.object({ id: v.number(), slug: v.string(), name: bothLanguages })

/** `GET /admin/posts/{id}/`: the edit form's post. */
export const adminPost = v.object({
  id: v.number(),
  slug: v.string(),
  posttype: posttypeSchema,
  title: bothLanguages,
  description: bothLanguages,
  status: postStatusSchema,
  origin: postOriginSchema,
  release_year: v.nullish(v.number(), null),
  /** A reading mode the app does not know (a newer server) reads as the site's default. */
  reading_mode: v.fallback(v.nullish(v.picklist(readingModes), null), null),
  /** Who the post is for (src/contract/age-ratings.ts); one the app does not know reads as all ages. */
  age_rating: v.fallback(ageRatingSchema, 0),
  feature: v.nullish(v.string(), null),
  banner: v.nullish(v.string(), null),
  feature_image: v.nullish(imageSchema, null),
  banner_image: v.nullish(imageSchema, null),
  locked_fields: locks(lockablePostFieldSchema),
  categories: v.nullish(v.array(adminPostCategory), []),
  category_choices: v.nullish(v.array(adminPostCategory), []),
  people: v.nullish(v.array(v.object({ name: v.string(), role: v.picklist(personRoles) })), []),
  chapters: v.array(adminChapter),
})
