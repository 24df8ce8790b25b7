import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  adminUploadBatchRoute,
  adminUploadStatusRoute,
  adminUploadsRoute,
} from '../../../contract/admin-paths.ts'
import type { Language } from '../../../contract/languages.ts'
import { pathOf } from '../../../contract/paths.ts'
import { uploadStatus } from '../../../contract/schemas/admin-uploads.ts'
import { apiRequest } from '../../../shared/api/client.ts'
import { ADMIN_QUERY_PREFIX } from '../../../shared/api/private-query.ts'
import { adminQuery, postAdminForm } from '../api.ts'

export type UploadStatus = v.InferOutput<typeof uploadStatus>

const statusAnswer = v.looseObject({ status: v.literal('success'), data: uploadStatus })
const batchAnswer = v.looseObject({
  status: v.literal('success'),
  data: v.looseObject({ batch: v.string(), uploads: v.array(v.string()), state: v.string() }),
})

const listAnswer = v.looseObject({ status: v.literal('success'), data: v.array(uploadStatus) })

/** `GET /admin/uploads/`: the admin's uploads, newest first. */
export const myUploads = (language: Language) =>
  apiRequest(language, adminUploadsRoute, listAnswer, { auth: true }).then((answer) => answer.data)

/** How often an upload's import is asked about while it is not finished. */
export const UPLOAD_POLL_MS = 1500

/** An upload is followed until its import is over, one way or the other. */
export const isFinal = (state: UploadStatus['state'] | undefined) =>
  state === 'imported' || state === 'refused' || state === 'failed'

export const uploadStatusQuery = (language: Language, id: string) =>
  queryOptions({
    ...adminQuery,
    queryKey: [ADMIN_QUERY_PREFIX, language, 'upload', id] as const,
    queryFn: ({ signal }) =>
      apiRequest(language, pathOf(adminUploadStatusRoute, { id }), statusAnswer, { auth: true, signal }).then(
        (answer) => answer.data,
      ),
    refetchInterval: (query) => (isFinal(query.state.data?.state) ? false : UPLOAD_POLL_MS),
  })

/** Reads an upload's state until its import is over (to send the rest of a new post's files to it). */
export async function importOf(language: Language, id: string): Promise<UploadStatus> {
  for (;;) {
    const { data } = await apiRequest(language, pathOf(adminUploadStatusRoute, { id }), statusAnswer, {
      auth: true,
    })
    if (isFinal(data.state)) return data
    await new Promise((resolve) => setTimeout(resolve, UPLOAD_POLL_MS))
  }
}

/** `POST /admin/uploads/batches/{batch}/`: the batch's images, all sent, are imported as one chapter. */
export const closeBatch = (language: Language, batch: string) =>
  postAdminForm(language, pathOf(adminUploadBatchRoute, { batch }), batchAnswer).then((a) => a.data)
