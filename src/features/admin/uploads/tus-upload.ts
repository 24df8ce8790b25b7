import { adminUploadsRoute } from '../../../contract/admin-paths.ts'
import type { Language } from '../../../contract/languages.ts'
import { apiUrl } from '../../../contract/paths.ts'
import { apiHeaders } from '../../../shared/api/client.ts'
import { csrfToken, forgetCsrfToken } from '../../../shared/api/csrf.ts'
import { tokenAtom } from '../../../shared/auth-atoms.ts'
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

/**
 * Which file an upload is, for tus-js-client's store of unfinished uploads (localStorage, `tus::`
 * keys): its folder, name, size and date, and not the page's language, so a reload in the other
 * language finds it too. A browser keeps no File across a reload: the admin chooses it again, and
 * the same fingerprint finds where the server got to.
 */
export const fingerprintOf = (file: File, folder = '') =>
  `${FINGERPRINT_PREFIX}${folder ? `${folder}/` : ''}${file.name}::${file.size}::${file.lastModified}`
export const FINGERPRINT_PREFIX = 'mot-upload::'

/** One unfinished upload kept by tus-js-client: where it is on the server and what it was for. */
export interface StoredUpload {
  size: number | null
  metadata: Record<string, string>
  creationTime: string
  urlStorageKey: string
  uploadUrl: string | null
  parallelUploadUrls?: string[] | null
}

/** Whether a kept upload was for the same thing (the same post, chapter or batch) as this one. */
export const sameTarget = (stored: Record<string, string>, wanted: Record<string, string>) => {
  const keys = (m: Record<string, string>) =>
    Object.keys(m)
      .filter((k) => k !== 'filetype')
      .sort()
  const a = keys(stored)
  const b = keys(wanted)
  return a.length === b.length && a.every((k, i) => k === b[i] && stored[k] === wanted[k])
}

/** The newest kept upload of this file for this target: the one to resume. */
export function previousFor(stored: StoredUpload[], metadata: Record<string, string>) {
  return stored
    .filter((u) => u.uploadUrl && sameTarget(u.metadata, metadata))
    .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0]
}

/** The headers every tus request of this admin carries (the CSRF token is added per write). */
const tusHeaders = () => apiHeaders(store.get(tokenAtom))

/** tus-js-client's store of unfinished uploads, our entries only. */
export async function storedUploads(): Promise<StoredUpload[]> {
  const { defaultOptions } = await import('tus-js-client')
  const all = await defaultOptions.urlStorage.findAllUploads()
  return all.filter((u) => u.urlStorageKey.startsWith(`tus::${FINGERPRINT_PREFIX}`)) as StoredUpload[]
}

export async function forgetStoredUpload(urlStorageKey: string) {
  const { defaultOptions } = await import('tus-js-client')
  await defaultOptions.urlStorage.removeUpload(urlStorageKey)
}

/**
 * Ends an unfinished upload on the server (tus termination: DELETE), then forgets it here. One the
 * server no longer has (expired, or already ended) is forgotten all the same.
 */
export async function discardUpload(language: Language, stored: StoredUpload) {
  const { Upload } = await import('tus-js-client')
  if (stored.uploadUrl) {
    await Upload.terminate(stored.uploadUrl, {
      headers: tusHeaders(),
      retryDelays: [0, 1000, 3000],
      onBeforeRequest: async (request) => request.setHeader('X-CSRF-Token', await csrfToken(language)),
    }).catch((error: Error & { originalResponse?: { getStatus: () => number } | null }) => {
      const status = error.originalResponse?.getStatus()
      if (status !== 404 && status !== 410) throw error
    })
  }
  await forgetStoredUpload(stored.urlStorageKey)
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
  { folder = '', resume }: { folder?: string; resume?: StoredUpload } = {},
): Promise<SentFile> {
  const [{ Upload }] = await Promise.all([import('tus-js-client'), csrfToken(language)])
  const metadata: Record<string, string> = { filename: file.name, filetype: file.type }
  for (const [name, value] of Object.entries(target)) if (value !== undefined) metadata[name] = String(value)
  const upload = new Upload(file, {
    endpoint: apiUrl(language, adminUploadsRoute),
    chunkSize: UPLOAD_CHUNK_SIZE,
    retryDelays: UPLOAD_RETRY_DELAYS,
    metadata,
    headers: tusHeaders(),
    // Kept (in localStorage) until the whole file is sent: after a reload, the same file chosen
    // again continues where the server got to.
    fingerprint: async (input) => fingerprintOf(input as File, folder),
    storeFingerprintForResuming: true,
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
  // The same file sent for the same thing before (a reload, a closed tab): continued, not restarted.
  const previous = resume ?? previousFor((await upload.findPreviousUploads()) as StoredUpload[], metadata)
  if (previous) upload.resumeFromPreviousUpload({ ...previous, parallelUploadUrls: null })
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
