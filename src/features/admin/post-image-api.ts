import * as v from 'valibot'
import { adminPostImageRoute } from '../../contract/admin-paths.ts'
import type { Language } from '../../contract/languages.ts'
import { pathOf } from '../../contract/paths.ts'
import { apiRequest } from '../../shared/api/client.ts'
import { withCsrfToken } from '../../shared/api/csrf-write.ts'
import type { PostImageKind } from './posts-api.ts'

const answer = v.looseObject({
  status: v.literal('success'),
  data: v.looseObject({ id: v.number(), image: v.string() }),
})

/**
 * `POST /admin/posts/{id}/images/{kind}/`: the image file itself is the body, its anti-forgery token
 * in a header (a form could not carry the file within the forms' size limit). A refusal comes back
 * as an ApiError holding the server's words (`This file is not an image.`).
 */
export const uploadPostImage = (language: Language, id: number, kind: PostImageKind, file: File) =>
  withCsrfToken(language, (token) =>
    apiRequest(language, pathOf(adminPostImageRoute, { id, kind }), answer, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-CSRF-Token': token },
      auth: true,
    }),
  ).then((a) => a.data)
