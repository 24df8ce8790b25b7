import * as v from 'valibot'
import { roleSchema } from '../roles.ts'
import { imageSchema } from './cards.ts'

/* The member's own account calls' answers (docs/api.md "Account"), read by the account screens only. */

/** `GET /account/profile/` and the profile write's answer. */
export const profileAnswer = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: v.fallback(roleSchema, 'member'),
  full_name: v.string(),
  username: v.string(),
  about: v.string(),
  avatar: v.nullable(imageSchema),
  created_at: v.string(),
})
export type Profile = v.InferOutput<typeof profileAnswer>

export const avatarAnswer = v.object({ avatar: v.nullable(imageSchema) })

/** `GET /account/sessions/`: where the member is signed in, the one asking marked `current`. */
export const accountSessionSchema = v.object({
  id: v.number(),
  browser: v.nullable(v.string()),
  system: v.nullable(v.string()),
  mobile: v.boolean(),
  address: v.nullable(v.string()),
  created_at: v.string(),
  last_used_at: v.string(),
  current: v.boolean(),
})
export type AccountSession = v.InferOutput<typeof accountSessionSchema>

export const emailChangeAnswer = v.object({ email: v.string(), sessions_ended: v.number() })
export const passwordChangeAnswer = v.object({ sessions_ended: v.number() })
export const sessionRevokeAnswer = v.object({ id: v.number(), revoked: v.boolean(), current: v.boolean() })
export const otherSessionsRevokeAnswer = v.object({ revoked: v.number() })
/** A key for reader apps as the server keeps it for its member (schemas/app-keys.ts). */
export type { AppKey } from './app-keys.ts'
export const accountDeleteAnswer = v.object({ deleted: v.literal(true) })

/** `GET /posts/reviews/{posttype}/{id}/`: a post's reviews, their authors as reviews show them. */
export const reviewSchema = v.object({
  rating: v.number(),
  content: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  author: v.object({ name: v.string(), avatar: v.nullable(imageSchema) }),
})
export type Review = v.InferOutput<typeof reviewSchema>
