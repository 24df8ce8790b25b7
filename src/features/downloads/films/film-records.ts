import * as v from 'valibot'
import { downloadFields } from '../records.ts'

/** A film episode's download: shaka stores it whole or not at all, so it is under way, done or failed. */
export const filmStatuses = ['downloading', 'done', 'error'] as const

/** One film episode kept for watching offline, as IndexedDB stores it. */
export const filmDownloadSchema = v.object({
  ...downloadFields,
  status: v.picklist(filmStatuses),
  /** From 0 to 1, as shaka reports it. */
  progress: v.optional(v.number(), 0),
  bytes: v.optional(v.number(), 0),
  /** The episode's streams, so a download cut short can start again without the network's help. */
  sources: v.optional(v.array(v.object({ link: v.string(), type: v.string() })), []),
  /** Where shaka's offline storage plays it from (`offline:…`), once stored. */
  offlineUri: v.nullish(v.string(), null),
  /** The API answers kept beside it, so the film's page opens offline: the episode, the film, its episode list. */
  files: v.optional(v.array(v.string()), []),
  addedAt: v.number(),
})
export type FilmDownload = v.InferOutput<typeof filmDownloadSchema>

export const filmKey = (language: string, postId: number, index: number) =>
  `${language}/movie/${postId}/${index}`

export const byAdded = (a: FilmDownload, b: FilmDownload) =>
  a.addedAt - b.addedAt || a.post.id - b.post.id || a.index - b.index
