import { queryOptions } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import { ADMIN_QUERY_PREFIX } from '../../../shared/api/private-query.ts'
import { adminQuery } from '../api.ts'
import {
  FINGERPRINT_PREFIX,
  forgetStoredUpload,
  type StoredUpload,
  storedUploads,
  uploadIdOf,
} from './tus-upload.ts'
import { myUploads, type UploadStatus } from './uploads-api.ts'

/** An upload this browser started and the server has not got whole: it waits for its file again. */
export interface UnfinishedUpload {
  id: string
  name: string
  /** The folder it was in, when it came from a folder ('' for a loose file). */
  folder: string
  size: number
  /** How much of it the server has: where it continues from. */
  offset: number
  /** What it was for (its Upload-Metadata). */
  metadata: Record<string, string>
  stored: StoredUpload
}

/** The folder a kept upload's fingerprint names (`mot-upload::<folder>/<name>::size::date`). */
const folderOf = (stored: StoredUpload) => {
  const key = stored.urlStorageKey.slice(`tus::${FINGERPRINT_PREFIX}`.length)
  const path = key.split('::')[0] ?? ''
  const cut = path.lastIndexOf('/')
  return cut === -1 ? '' : path.slice(0, cut)
}

/**
 * The unfinished uploads to list, from what tus-js-client kept in this browser and what the server
 * says of the admin's uploads (its offset is the truth). A kept upload the server no longer has
 * under way (finished, abandoned, dropped after a day) is stale: it is to be forgotten.
 */
export function resumeList(stored: StoredUpload[], mine: UploadStatus[]) {
  const unfinished: UnfinishedUpload[] = []
  const stale: StoredUpload[] = []
  const seen = new Set<string>()
  const byId = new Map(mine.map((upload) => [upload.id, upload]))
  const newestFirst = [...stored].sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))
  for (const kept of newestFirst) {
    const id = kept.uploadUrl ? uploadIdOf(kept.uploadUrl) : null
    const server = id ? byId.get(id) : undefined
    if (!id || !server || server.state !== 'uploading' || seen.has(id)) {
      stale.push(kept)
      continue
    }
    seen.add(id)
    unfinished.push({
      id,
      name: kept.metadata.filename ?? server.file_name,
      folder: folderOf(kept),
      size: server.size,
      offset: server.offset,
      metadata: kept.metadata,
      stored: kept,
    })
  }
  return { unfinished, stale }
}

/** What an unfinished upload was for, as the screens show it: a new post, a post, or a chapter. */
export const targetOf = (metadata: Record<string, string>) =>
  metadata.chapter_id
    ? ({ chapter_id: Number(metadata.chapter_id) } as const)
    : metadata.post_id
      ? ({ post_id: Number(metadata.post_id) } as const)
      : ({ posttype: metadata.posttype ?? '', title: metadata.title ?? '' } as const)

/** This browser's unfinished uploads, read again after a reload; stale ones are forgotten on the way. */
export const unfinishedUploadsQuery = (language: Language) =>
  queryOptions({
    ...adminQuery,
    queryKey: [ADMIN_QUERY_PREFIX, language, 'uploads', 'unfinished'] as const,
    queryFn: async () => {
      const stored = await storedUploads()
      if (stored.length === 0) return []
      const { unfinished, stale } = resumeList(stored, await myUploads(language))
      await Promise.all(stale.map((kept) => forgetStoredUpload(kept.urlStorageKey)))
      return unfinished
    },
  })
