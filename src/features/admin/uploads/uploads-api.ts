import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import { uploadBatch, uploadList, uploadRead } from '../../../contract/endpoints/admin.ts'
import type { Language } from '../../../contract/languages.ts'
import type { uploadStatus } from '../../../contract/schemas/admin-uploads.ts'
import { callData } from '../../../shared/api/call.ts'
import { ADMIN_QUERY_PREFIX } from '../../../shared/api/private-query.ts'
import { adminQuery, sendForm } from '../api.ts'

export type UploadStatus = v.InferOutput<typeof uploadStatus>

/** `GET /admin/uploads/`: the admin's uploads, newest first. */
export const myUploads = (language: Language) => callData(language, uploadList, {})

/** How often an upload's import is asked about while it is not finished. */
export const UPLOAD_POLL_MS = 1500

/** An upload is followed until its import is over, one way or the other. */
export const isFinal = (state: UploadStatus['state'] | undefined) =>
  state === 'imported' || state === 'refused' || state === 'failed'

export const uploadStatusQuery = (language: Language, id: string) =>
  queryOptions({
    ...adminQuery,
    queryKey: [ADMIN_QUERY_PREFIX, language, 'upload', id] as const,
    queryFn: ({ signal }) => callData(language, uploadRead, { params: { id }, signal }),
    refetchInterval: (query) => (isFinal(query.state.data?.state) ? false : UPLOAD_POLL_MS),
  })

/** Reads an upload's state until its import is over (to send the rest of a new post's files to it). */
export async function importOf(language: Language, id: string): Promise<UploadStatus> {
  for (;;) {
    const data = await callData(language, uploadRead, { params: { id } })
    if (isFinal(data.state)) return data
    await new Promise((resolve) => setTimeout(resolve, UPLOAD_POLL_MS))
  }
}

/** `POST /admin/uploads/batches/{batch}/`: the batch's images, all sent, are imported as one chapter. */
export const closeBatch = (language: Language, batch: string) => sendForm(language, uploadBatch, { batch })
