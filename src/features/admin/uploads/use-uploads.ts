import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { ADMIN_QUERY_PREFIX } from '../../../shared/api/private-query.ts'
import { errorMessage } from '../error-message.ts'
import { groupFiles, type PickedFile, type RefusedFile, type UploadGroup } from './dropped-files.ts'
import {
  fingerprintOf,
  type SentFile,
  type StoredUpload,
  sameTarget,
  sendFile,
  storedUploads,
  type UploadFor,
} from './tus-upload.ts'
import type { UnfinishedUpload } from './unfinished.ts'
import { closeBatch, importOf, myUploads } from './uploads-api.ts'

/** One file dropped: how far it got in the browser; the server's state is read once it has an id. */
export interface UploadRowState {
  key: string
  name: string
  /** The folder it came from ('' for a loose file). */
  folder: string
  size: number
  sent: number
  /**
   * `later`: waits for the new post's first file to be imported, or for a free place (a few files
   * are sent at a time); `refused`: not sent at all (`error` says why).
   */
  phase: 'later' | 'sending' | 'sent' | 'failed' | 'cancelled' | 'refused'
  id?: string
  error?: string
}

type Target = UploadFor & { batch?: string; chapter_title?: string }

/** Files sent at once: a folder of 200 pages does not open 200 uploads (the server allows 30). */
export const UPLOADS_AT_ONCE = 3

let nextKey = 0

/** Runs at most `size` tasks at a time, the others waiting in order. */
function pool(size: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

const withoutKeys = (metadata: Record<string, string>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(metadata).filter(([key]) => !keys.includes(key)))

const metadataOf = (target: Target) =>
  Object.fromEntries(
    Object.entries(target)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  )

/**
 * The batch a folder (or images) dropped again was being sent in before a reload: the same images
 * for the same chapter continue in it, and the pages the server already has whole are not sent again.
 */
async function earlierBatch(language: Language, files: PickedFile[], target: Target) {
  const stored = await storedUploads().catch(() => [] as StoredUpload[])
  const wanted = withoutKeys(metadataOf(target), 'batch')
  const match = stored.find(
    (kept) =>
      kept.metadata.batch &&
      sameTarget(withoutKeys(kept.metadata, 'batch', 'filename'), wanted) &&
      files.some((picked) =>
        kept.urlStorageKey.startsWith(`tus::${fingerprintOf(picked.file, picked.folder)}::`),
      ),
  )
  if (!match) return null
  const batch = match.metadata.batch!
  const pages = await myUploads(language).catch(() => [])
  const whole = new Map(
    pages
      .filter((page) => page.batch === batch && page.state === 'waiting')
      .map((page) => [`${page.file_name}::${page.size}`, page.id]),
  )
  return { batch, whole }
}

/**
 * The files an admin drops, sent with tus. Images dropped together are one chapter, and each folder
 * of images one chapter named after it (one batch each, closed once all are sent). On a new post the
 * first file or chapter makes the post; the others follow to the post its import made. A file sent
 * before a reload continues where the server got to when it is chosen again.
 */
export function useUploads(language: Language) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [rows, setRows] = useState<UploadRowState[]>([])
  const [failed, setFailed] = useState<string | null>(null)
  const sending = useRef(new Map<string, SentFile>())
  const cancelled = useRef(new Set<string>())
  const slots = useRef(pool(UPLOADS_AT_ONCE))
  const update = useCallback(
    (key: string, patch: Partial<UploadRowState>) =>
      setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    [],
  )
  const refreshUnfinished = () =>
    queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_PREFIX, language, 'uploads', 'unfinished'] })

  const sendNow = (key: string, picked: PickedFile, target: Target, resume?: StoredUpload) =>
    new Promise<string | null>((resolve) => {
      let id: string | null = null
      update(key, { phase: 'sending' })
      void sendFile(
        language,
        picked.file,
        target,
        {
          onProgress: (sent) => update(key, { sent }),
          onCreated: (created) => {
            id = created
            update(key, { id: created })
          },
          onSent: () => {
            sending.current.delete(key)
            update(key, { phase: 'sent', sent: picked.file.size })
            resolve(id)
          },
          onError: (message) => {
            sending.current.delete(key)
            update(key, { phase: 'failed', error: message || t`The file could not be sent.` })
            resolve(null)
          },
        },
        { folder: picked.folder, resume },
      ).then(
        (handle) => {
          // Cancelled while tus was still loading: it stops at once.
          if (cancelled.current.has(key)) {
            void handle.abort().catch(() => undefined)
            resolve(null)
          } else sending.current.set(key, handle)
        },
        (error) => {
          update(key, { phase: 'failed', error: errorMessage(error, t`The file could not be sent.`) })
          resolve(null)
        },
      )
    })

  const sendOne = (key: string, picked: PickedFile, target: Target, resume?: StoredUpload) =>
    slots.current(() =>
      cancelled.current.has(key) ? Promise.resolve(null) : sendNow(key, picked, target, resume),
    )

  /** Sends images as one batch, then closes it: they become one chapter. Answers a page's id. */
  const sendBatch = async (entries: [string, PickedFile][], title: string | null, target: Target) => {
    const named: Target = title ? { ...target, chapter_title: title } : target
    const earlier = await earlierBatch(
      language,
      entries.map(([, picked]) => picked),
      named,
    )
    const batch = earlier?.batch ?? crypto.randomUUID()
    const ids = await Promise.all(
      entries.map(([key, picked]) => {
        const whole = earlier?.whole.get(`${picked.file.name}::${picked.file.size}`)
        if (!whole) return sendOne(key, picked, { ...named, batch })
        update(key, { phase: 'sent', sent: picked.file.size, id: whole })
        return Promise.resolve(whole)
      }),
    )
    if (ids.some((id) => id !== null)) {
      await closeBatch(language, batch).catch((error) =>
        setFailed(errorMessage(error, t`The images could not be made into a chapter.`)),
      )
    }
    return ids.find((id) => id !== null) ?? null
  }

  const sendGroup = (group: UploadGroup, keys: Map<PickedFile, string>, target: Target) =>
    group.kind === 'file'
      ? sendOne(keys.get(group.file)!, group.file, target)
      : sendBatch(
          group.files.map((picked) => [keys.get(picked)!, picked]),
          group.title,
          target,
        )

  const sendAll = async (groups: UploadGroup[], keys: Map<PickedFile, string>, target: Target) => {
    const [first, ...rest] = groups
    if (first && 'posttype' in target && rest.length > 0) {
      // One upload makes one post: the others wait for it, then go to the post it made.
      const id = await sendGroup(first, keys, target)
      const made = id ? await importOf(language, id).catch(() => null) : null
      const postId = made?.state === 'imported' ? made.post_id : null
      if (postId === null) {
        for (const group of rest) {
          for (const picked of group.kind === 'file' ? [group.file] : group.files) {
            update(keys.get(picked)!, {
              phase: 'failed',
              error: t`Not sent: the first file did not make the post.`,
            })
          }
        }
        return
      }
      return sendAll(rest, keys, { post_id: postId })
    }
    await Promise.all(groups.map((group) => sendGroup(group, keys, target)))
  }

  const refusal = (refused: RefusedFile) =>
    refused.reason === 'not-image-in-folder'
      ? t`Not sent: a folder is a chapter of images, and this is not an image. Drop it on its own.`
      : t`Not sent: not a file that can be uploaded.`

  const newRow = (picked: PickedFile, patch: Partial<UploadRowState> = {}): UploadRowState => ({
    key: `upload-${++nextKey}`,
    name: picked.file.name,
    folder: picked.folder,
    size: picked.file.size,
    sent: 0,
    phase: 'later',
    ...patch,
  })

  /** Files dropped or chosen, loose or in folders (each with its folder's path). */
  const add = (files: (File | PickedFile)[], target: UploadFor) => {
    setFailed(null)
    const { groups, refused } = groupFiles(
      files.map((file) => (file instanceof File ? { file, folder: '' } : file)),
    )
    const keys = new Map<PickedFile, string>()
    const made: UploadRowState[] = []
    for (const group of groups) {
      for (const picked of group.kind === 'file' ? [group.file] : group.files) {
        const row = newRow(picked)
        keys.set(picked, row.key)
        made.push(row)
      }
    }
    for (const file of refused) made.push(newRow(file.file, { phase: 'refused', error: refusal(file) }))
    if (made.length === 0) return
    setRows((all) => [...made, ...all])
    if (groups.length === 0) return
    void sendAll(groups, keys, target).then(() => {
      void refreshUnfinished()
      return queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_PREFIX, 'posts'] })
    })
  }

  /** An upload from before a reload, its file chosen again: it continues from the server's offset. */
  const resume = async (upload: UnfinishedUpload, file: File) => {
    setFailed(null)
    if (!upload.stored.urlStorageKey.startsWith(`tus::${fingerprintOf(file, upload.folder)}::`)) {
      setFailed(t`This is not the file that was being sent: choose ${upload.name} again.`)
      return
    }
    const picked = { file, folder: upload.folder }
    const row = newRow(picked)
    setRows((all) => [row, ...all])
    const target = withoutKeys(upload.metadata, 'filename', 'filetype') as unknown as Target
    const id = await sendOne(row.key, picked, target, upload.stored)
    // The last page of its chapter: the chapter can be made now (else it waits for the other pages).
    if (id && upload.metadata.batch) await closeBatch(language, upload.metadata.batch).catch(() => undefined)
    await refreshUnfinished()
    await queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_PREFIX, 'posts'] })
  }

  const cancel = async (key: string) => {
    const handle = sending.current.get(key)
    cancelled.current.add(key)
    sending.current.delete(key)
    update(key, { phase: 'cancelled' })
    await handle?.abort().catch(() => undefined)
    await refreshUnfinished()
  }

  return { rows, add, resume, cancel, failed, setFailed }
}
