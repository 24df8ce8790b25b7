import { postImage } from '../../contract/endpoints/admin.ts'
import type { Language } from '../../contract/languages.ts'
import { callData } from '../../shared/api/call.ts'
import type { PostImageKind } from './posts-api.ts'

/**
 * `POST /admin/posts/{id}/images/{kind}/`: the image file itself is the body, its anti-forgery token
 * in a header (a form could not carry the file within the forms' size limit). A refusal comes back
 * as an ApiError holding the server's words (`This file is not an image.`).
 */
export const uploadPostImage = (language: Language, id: number, kind: PostImageKind, file: File) =>
  callData(language, postImage, {
    params: { id, kind },
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  })
