import * as v from 'valibot'
import { adminPostImageRoute } from '../../contract/admin-paths.ts'
import type { Language } from '../../contract/languages.ts'
import { apiUrl, pathOf } from '../../contract/paths.ts'
import { ApiError, GENERIC_ERROR, OFFLINE_ERROR } from '../../shared/api/api-error.ts'
import { API_TIMEOUT_MS } from '../../shared/api/client.ts'
import { csrfToken, forgetCsrfToken } from '../../shared/api/csrf.ts'
import { tokenAtom } from '../../shared/auth-atoms.ts'
import { deviceId } from '../../shared/device-id.ts'
import { store } from '../../shared/store.ts'
import type { PostImageKind } from './posts-api.ts'

const answer = v.looseObject({
  status: v.literal('success'),
  data: v.looseObject({ id: v.number(), image: v.string() }),
})

/**
 * `POST /admin/posts/{id}/images/{kind}/`: the image file itself is the body, its anti-forgery token
 * in a header (a form could not carry the file within the forms' size limit). Kept here rather than
 * in the shared client, so visitors' pages do not carry it. A refusal comes back as an ApiError
 * holding the server's words (`This file is not an image.`).
 */
export async function uploadPostImage(language: Language, id: number, kind: PostImageKind, file: File) {
  const send = async () => {
    const token = store.get(tokenAtom)
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'Content-Type': file.type || 'application/octet-stream',
      'X-Device-Id': deviceId(),
      'X-CSRF-Token': await csrfToken(language),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    }
    const url = apiUrl(language, pathOf(adminPostImageRoute, { id, kind }))
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: file,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    }).catch((error: unknown) => {
      if (error instanceof TypeError)
        throw new ApiError(OFFLINE_ERROR, 'network', undefined, { cause: error })
      throw error
    })
    const body: unknown = await response.json().catch(() => undefined)
    const parsed = v.safeParse(answer, body)
    if (response.ok && parsed.success) return parsed.output.data
    const message = (body as { message?: unknown } | undefined)?.message
    throw new ApiError(
      typeof message === 'string' && message.trim() ? message : GENERIC_ERROR,
      response.ok ? 'invalid' : 'http',
      response.status,
    )
  }
  try {
    return await send()
  } catch (error) {
    // A stale anti-forgery token (a server restart): one more try with a new one.
    if (!(error instanceof ApiError) || error.status !== 403) throw error
    forgetCsrfToken()
    return send()
  }
}
