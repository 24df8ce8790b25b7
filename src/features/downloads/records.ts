import * as v from 'valibot'
import { languages } from '../../contract/languages.ts'
import { postCardSchema } from '../../contract/schemas/cards.ts'

export const downloadStatuses = ['queued', 'downloading', 'paused', 'done', 'error'] as const
export type DownloadStatus = (typeof downloadStatuses)[number]

/** Why a chapter stopped: the disk is full, or the server would not give it. */
export const downloadErrors = ['quota', 'failed'] as const
export type DownloadError = (typeof downloadErrors)[number]

export const downloadPosttypes = ['comic', 'novel'] as const
export type DownloadPosttype = (typeof downloadPosttypes)[number]

/** What every download record holds, a chapter's or a film episode's. */
export const downloadFields = {
  key: v.string(),
  language: v.picklist(languages),
  /** The story's or film's card: the downloads screen shows it with the network off. */
  post: postCardSchema,
  index: v.number(),
  title: v.optional(v.string(), ''),
  error: v.nullish(v.picklist(downloadErrors), null),
}

/** One chapter kept (or being kept) for reading offline, as IndexedDB stores it. */
export const chapterDownloadSchema = v.object({
  ...downloadFields,
  posttype: v.picklist(downloadPosttypes),
  status: v.picklist(downloadStatuses),
  /**
   * Every address the chapter needs offline, exactly as the reader asks for it: the chapter's answer,
   * its story's, the chapter list page it is on, then its page images. Empty until the chapter's
   * answer has come.
   */
  files: v.optional(v.array(v.string()), []),
  /** How many of `files` are in the cache, and the bytes this chapter put there. */
  saved: v.optional(v.number(), 0),
  bytes: v.optional(v.number(), 0),
  /** Its page images: a reader left on the last one has read it. */
  pages: v.optional(v.number(), 0),
  addedAt: v.number(),
})
export type ChapterDownload = v.InferOutput<typeof chapterDownloadSchema>

export const downloadKey = (language: string, posttype: string, postId: number, index: number) =>
  `${language}/${posttype}/${postId}/${index}`

/** Waiting or under way: the manager still owes it something. */
export const isUnfinished = (record: ChapterDownload) =>
  record.status === 'queued' || record.status === 'downloading'

/** From 0 to 1; a chapter whose answer has not come yet has nothing done. */
export const progressOf = (record: ChapterDownload) =>
  record.status === 'done' ? 1 : record.files.length === 0 ? 0 : record.saved / record.files.length

/** Oldest first, then by chapter: the order the queue follows and the screen shows. */
export const byQueueOrder = (a: ChapterDownload, b: ChapterDownload) =>
  a.addedAt - b.addedAt || a.post.id - b.post.id || a.index - b.index
