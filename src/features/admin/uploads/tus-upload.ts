import { adminUploadsRoute } from '../../../contract/admin-paths.ts'
import type { Language } from '../../../contract/languages.ts'
import { apiUrl } from '../../../contract/paths.ts'
import { csrfToken, forgetCsrfToken } from '../../../shared/api/csrf.ts'
import { tokenAtom } from '../../../shared/auth-atoms.ts'
import { deviceId } from '../../../shared/device-id.ts'
import { store } from '../../../shared/store.ts'

/** docs/api.md, Admin: uploads: each PATCH must arrive within 30 s, so pieces are a few MiB. */
export const UPLOAD_CHUNK_SIZE = 8 * 1024 * 1024
/** A dropped connection is tried again by itself, waiting a little longer each time (ms). */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000]

/** What an upload is for, as its Upload-Metadata says (schema `uploadMetadata`). */
export type UploadFor = { posttype: string; title: string } | { post_id: number } | { chapter_id: number }

export interface UploadHandlers {
  onProgress: (sent: number, total: number) => void
  /** The upload's id, once the server made it (its status is read at `/admin/uploads/{id}/`). */
  onCreated: (id: string) => void
  onSent: () => void
  onError: (message: string) => void
}

export interface SentFile {
  abort: () => Promise<void>
}

/** The upload's id: the last part of the address the server answered (`…/admin/uploads/{id}`). */
export const uploadIdOf = (url: string) => /([0-9a-f]{32})\/?$/.exec(url)?.[1] ?? null

/**
 * Sends one file with tus. tus-js-client is loaded here only, so only admin screens carry it. It
 * resumes a piece that failed on its own (retryDelays), asking the server where it got to.
 */
export async function sendFile(
  language: Language,
  file: File,
  target: UploadFor & { batch?: string; chapter_title?: string },
  handlers: UploadHandlers,
): Promise<SentFile> {
  const [{ Upload }] = await Promise.all([import('tus-js-client'), csrfToken(language)])
  const metadata: Record<string, string> = { filename: file.name, filetype: file.type }
  for (const [name, value] of Object.entries(target)) if (value !== undefined) metadata[name] = String(value)
  const token = store.get(tokenAtom)
  const upload = new Upload(file, {
    endpoint: apiUrl(language, adminUploadsRoute),
    chunkSize: UPLOAD_CHUNK_SIZE,
    retryDelays: UPLOAD_RETRY_DELAYS,
    metadata,
    headers: {
      'X-Device-Id': deviceId(),
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    removeFingerprintOnSuccess: true,
    // Each write carries the token as it is now: one renewed after a stale token's 403 is used at once.
    onBeforeRequest: async (request) => {
      if (request.getMethod() !== 'HEAD') request.setHeader('X-CSRF-Token', await csrfToken(language))
    },
    onShouldRetry: (error, attempt) => {
      const status = error.originalResponse?.getStatus() ?? 0
      // A 403 may be a token gone stale (a server restart): one more try with a new one.
      if (status === 403) {
        forgetCsrfToken()
        return attempt === 0
      }
      // As tus-js-client would: a dropped connection or a 5xx is tried again, a refusal is not.
      return (status < 400 || status >= 500 || status === 409 || status === 423) && navigator.onLine !== false
    },
    onProgress: (sent, total) => handlers.onProgress(sent, total),
    // The address is known once the server made the upload, before the first piece is sent.
    onUploadUrlAvailable: () => {
      const id = upload.url ? uploadIdOf(upload.url) : null
      if (id) handlers.onCreated(id)
    },
    onSuccess: () => handlers.onSent(),
    onError: (error) => handlers.onError(serverMessage(error)),
  })
  upload.start()
  return { abort: () => upload.abort(true) }
}

/** The server's own words when it answered (`{status:"error", message}`), else tus's. */
function serverMessage(error: Error & { originalResponse?: { getBody: () => string } | null }) {
  try {
    const body = error.originalResponse?.getBody()
    const message = body ? (JSON.parse(body) as { message?: unknown }).message : undefined
    if (typeof message === 'string' && message) return message
  } catch {
    // Not JSON: an answer from something in between.
  }
  return ''
}
