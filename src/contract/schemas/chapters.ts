import * as v from 'valibot'
import { posttypeSchema } from '../posttypes.ts'
import { readingModes } from '../reading-modes.ts'
import { postCardSchema } from './cards.ts'
import { chapterSummarySchema } from './detail.ts'
import { successOf } from './envelope.ts'

const blockSchema = v.object({
  id: v.union([v.string(), v.number()]),
  data: v.object({ text: v.nullish(v.string(), '') }),
})

/**
 * What a chapter holds (docs/api.md Chapter): page image URLs, blocks of HTML text, one HTML string,
 * or nothing. Any other shape is read as nothing rather than breaking the reader.
 */
const contentSchema = v.fallback(
  v.nullish(v.union([v.array(v.string()), v.object({ blocks: v.array(blockSchema) }), v.string()]), null),
  null,
)

/**
 * A comic page's own size in pixels, known before its image arrives (the importer and the demo
 * record it): the reader gives each page its box from the start, so nothing moves as images come
 * in and a page turned to has its place while it loads.
 */
export const pageSizeSchema = v.object({
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type PageSize = v.InferOutput<typeof pageSizeSchema>

/**
 * Each page's size, in the order of the chapter's pages: null where they are not known (a chapter
 * stored before sizes were, until a rescan; text), and the reader then learns each from its image.
 */
const pageSizesSchema = v.fallback(v.nullish(v.array(pageSizeSchema), null), null)

/** A comic's or novel's chapter with its neighbours, as the reader shows it. */
export const chapterSchema = v.object({
  ...chapterSummarySchema.entries,
  content: contentSchema,
  page_sizes: pageSizesSchema,
  comic: v.nullish(
    v.object({ id: v.number(), slug: v.string(), title: v.string(), posttype: posttypeSchema }),
    null,
  ),
  chapter_total: v.optional(v.number(), 0),
  prev_index: v.nullish(v.number(), null),
  next_index: v.nullish(v.number(), null),
  /** A comic's own way of being read (a manga: right to left), until the reader chooses another. */
  reading_mode: v.fallback(v.nullish(v.picklist(readingModes), null), null),
})
export type Chapter = v.InferOutput<typeof chapterSchema>
export type ChapterContent = Chapter['content']

export const chapterResponse = successOf(chapterSchema)

/** A reader's chapter, asked for by its post's slug: the post comes as a whole card. */
export const readerChapterSchema = v.object({ ...chapterSchema.entries, comic: postCardSchema })
export type ReaderChapter = v.InferOutput<typeof readerChapterSchema>
export const readerChapterResponse = successOf(readerChapterSchema)

/**
 * What a 404 for a reader's chapter says (spec §7 envelope): which of the two is missing. The reader
 * reads it to say so without asking for the post as well.
 */
export const chapterNotFound = { post: 'Post not found', chapter: 'Chapter not found' } as const
