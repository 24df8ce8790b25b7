import * as v from 'valibot'
import { posttypeSchema } from '../posttypes.ts'
import { postCardSchema } from './cards.ts'
import { successOf } from './envelope.ts'

/** A person credited on a post (an author, a director…); a person's posts name them too. */
export const personSchema = v.object({ id: v.number(), title: v.string(), slug: v.string() })
export type Person = v.InferOutput<typeof personSchema>

const chapterEndSchema = v.nullish(v.object({ index: v.number(), title: v.nullish(v.string(), '') }), null)

/** Spec §3 related_post: a label, a view-more button and up to 10 cards. */
const relatedSchema = v.object({
  label: v.optional(v.string(), ''),
  button: v.nullish(
    v.object({
      label: v.optional(v.string(), ''),
      type: v.optional(v.string(), ''),
      data: v.optional(v.object({ api: v.optional(v.string(), '') }), { api: '' }),
    }),
    null,
  ),
  items: v.optional(v.array(postCardSchema), []),
})

/** A post's detail page (docs/api.md PostDetail): the card plus credits, chapter ends and related posts. */
export const postDetailSchema = v.object({
  ...postCardSchema.entries,
  authors: v.optional(v.array(personSchema), []),
  artists: v.optional(v.array(personSchema), []),
  directors: v.optional(v.array(personSchema), []),
  actors: v.optional(v.array(personSchema), []),
  studios: v.optional(v.array(personSchema), []),
  play_url: v.nullish(v.string(), null),
  /** Who the post is for (age-ratings.ts: 0 all ages, 13, 16, 18); the page marks 13+ and over. */
  age_rating: v.optional(v.number(), 0),
  /** Read by facts.ts where the page shows them: the readers, which load the detail too, carry no schema of them. */
  facts: v.nullish(v.unknown(), null),
  has_video: v.optional(v.boolean(), false),
  first_chapter: chapterEndSchema,
  last_chapter: chapterEndSchema,
  related_post: v.optional(relatedSchema, { label: '', button: null, items: [] }),
})
export type PostDetail = v.InferOutput<typeof postDetailSchema>

/** One entry of a chapter list (docs/api.md ChapterSummary). */
export const chapterSummarySchema = v.object({
  id: v.number(),
  index: v.number(),
  novel_index: v.nullish(v.number(), null),
  title: v.nullish(v.string(), ''),
})
export type ChapterSummary = v.InferOutput<typeof chapterSummarySchema>

const videoSourceSchema = v.object({
  link: v.string(),
  type: v.optional(v.string(), ''),
  label: v.optional(v.string(), ''),
})
export type VideoSource = v.InferOutput<typeof videoSourceSchema>

/** Captions for an episode: a WebVTT file in one language, labelled in that language. */
const subtitleSchema = v.object({ language: v.string(), label: v.optional(v.string(), ''), link: v.string() })
export type Subtitle = v.InferOutput<typeof subtitleSchema>

/**
 * A film episode's intro, in seconds from its start: it starts at 0 or later and ends after it starts,
 * at most this far into the episode (six hours: longer than any episode). Here rather than in
 * limits.ts, which the first load carries: only the player and the admin area need it.
 */
export const EPISODE_INTRO_END_MAX_S = 6 * 60 * 60

/** An episode's opening titles, in seconds from its start: the player offers to skip them. */
export const introSchema = v.pipe(
  v.object({ start: v.number(), end: v.number() }),
  v.check(({ start, end }) => start >= 0 && end > start && end <= EPISODE_INTRO_END_MAX_S),
)
export type Intro = v.InferOutput<typeof introSchema>

/**
 * A film's episode as the detail page plays it: its title, its video sources and captions, and
 * whether it is still being prepared for streaming (then it has no source yet).
 */
export const episodeSchema = v.object({
  ...chapterSummarySchema.entries,
  source: v.nullish(v.array(videoSourceSchema), []),
  subtitles: v.optional(v.array(subtitleSchema), []),
  processing: v.optional(v.boolean(), false),
  /** None, or one the app cannot make sense of: the episode simply has no skip button. */
  intro: v.fallback(v.nullish(introSchema, null), null),
  comic: v.nullish(
    v.object({ id: v.number(), slug: v.string(), title: v.string(), posttype: posttypeSchema }),
  ),
  next_index: v.nullish(v.number(), null),
})
export type Episode = v.InferOutput<typeof episodeSchema>

export const episodeResponse = successOf(episodeSchema)
