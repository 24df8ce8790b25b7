import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { uploadKindOf } from '../../../contract/schemas/admin-uploads.ts'
import { ADMIN_QUERY_PREFIX } from '../../../shared/api/private-query.ts'
import { errorMessage } from '../error-message.ts'
import { type SentFile, sendFile, type UploadFor } from './tus-upload.ts'
import { closeBatch, importOf } from './uploads-api.ts'

/** One file dropped: how far it got in the browser; the server's state is read once it has an id. */
export interface UploadRowState {
  key: string
  name: string
  size: number
  sent: number
  /** `later`: waits for the new post's first file to be imported. */
  phase: 'later' | 'sending' | 'sent' | 'failed' | 'cancelled'
  id?: string
  error?: string
}

let nextKey = 0

/**
 * The files an admin drops, sent with tus. Several images dropped together are one chapter (one
 * batch, closed once all are sent). On a new post the first file makes the post; the others follow
 * to the post its import made.
 */
export function useUploads(language: Language) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [rows, setRows] = useState<UploadRowState[]>([])
  const [failed, setFailed] = useState<string | null>(null)
  const sending = useRef(new Map<string, SentFile>())
  const cancelled = useRef(new Set<string>())
  const update = useCallback(
    (key: string, patch: Partial<UploadRowState>) =>
      setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    [],
  )

  const sendOne = (key: string, file: File, target: Parameters<typeof sendFile>[2]) =>
    new Promise<string | null>((resolve) => {
      let id: string | null = null
      update(key, { phase: 'sending' })
      void sendFile(language, file, target, {
        onProgress: (sent) => update(key, { sent }),
        onCreated: (created) => {
          id = created
          update(key, { id: created })
        },
        onSent: () => {
          sending.current.delete(key)
          update(key, { phase: 'sent', sent: file.size })
          resolve(id)
        },
        onError: (message) => {
          sending.current.delete(key)
          update(key, { phase: 'failed', error: message || t`The file could not be sent.` })
          resolve(null)
        },
      }).then(
        (handle) => {
          // Cancelled while tus was still loading: it stops at once.
          if (cancelled.current.has(key)) void handle.abort().catch(() => undefined)
          else sending.current.set(key, handle)
        },
        (error) => {
          update(key, { phase: 'failed', error: errorMessage(error, t`The file could not be sent.`) })
          resolve(null)
        },
      )
    })

  /** Sends images as one batch, then closes it: they become one chapter. */
  const sendBatch = async (entries: [string, File][], target: UploadFor) => {
    const batch = crypto.randomUUID()
    const ids = await Promise.all(entries.map(([key, file]) => sendOne(key, file, { ...target, batch })))
    if (ids.some((id) => id !== null)) {
      await closeBatch(language, batch).catch((error) =>
        setFailed(errorMessage(error, t`The images could not be made into a chapter.`)),
      )
    }
  }

  const sendAll = async (entries: [string, File][], target: UploadFor) => {
    const images = entries.filter(([, file]) => uploadKindOf(file.name) === 'image')
    const others = entries.filter(([, file]) => uploadKindOf(file.name) !== 'image')
    const [first, ...rest] = others
    if ('posttype' in target && first && (rest.length > 0 || images.length > 0)) {
      // One upload makes one post: the others wait for it, then go to the post it made.
      const id = await sendOne(first[0], first[1], target)
      const made = id ? await importOf(language, id).catch(() => null) : null
      const postId = made?.state === 'imported' ? made.post_id : null
      if (postId === null) {
        for (const [key] of [...rest, ...images]) {
          update(key, { phase: 'failed', error: t`Not sent: the first file did not make the post.` })
        }
        return
      }
      return sendAll([...rest, ...images], { post_id: postId })
    }
    await Promise.all([
      ...others.map(([key, file]) => sendOne(key, file, target)),
      images.length > 0 ? sendBatch(images, target) : Promise.resolve(),
    ])
  }

  const add = (files: File[], target: UploadFor) => {
    setFailed(null)
    const known = files.filter((file) => uploadKindOf(file.name) !== undefined)
    const unknown = files.filter((file) => uploadKindOf(file.name) === undefined)
    if (unknown.length > 0) {
      const names = unknown.map((file) => file.name).join(', ')
      setFailed(t`Not a file that can be uploaded: ${names}`)
    }
    if (known.length === 0) return
    const entries = known.map((file): [string, File] => [`upload-${++nextKey}`, file])
    setRows((all) => [
      ...entries.map(
        ([key, file]): UploadRowState => ({
          key,
          name: file.name,
          size: file.size,
          sent: 0,
          phase: 'later',
        }),
      ),
      ...all,
    ])
    void sendAll(entries, target).then(() =>
      queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_PREFIX, 'posts'] }),
    )
  }

  const cancel = async (key: string) => {
    const handle = sending.current.get(key)
    cancelled.current.add(key)
    sending.current.delete(key)
    update(key, { phase: 'cancelled' })
    await handle?.abort().catch(() => undefined)
  }

  return { rows, add, cancel, failed }
}
