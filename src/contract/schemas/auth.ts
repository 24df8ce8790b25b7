import * as v from 'valibot'
import { roleSchema } from '../roles.ts'

/**
 * A member as the auth calls name them (docs/api.md): `GET /auth/me`'s answer. A role the app does
 * not know, or none (an older server), counts as 'member': the admin area opens only on a clear 'admin'.
 */
export const authUserSchema = v.object({
  id: v.union([v.number(), v.string()]),
  email: v.string(),
  name: v.string(),
  role: v.fallback(roleSchema, 'member'),
  /** `GET /auth/me` only: the highest age rating the member sees (0, 13, 16, 18: everything). */
  age_limit: v.optional(v.number()),
})

/** Spec §7 `GET /auth/csrf_create/`: the token, the device id it is bound to, and when it expires. */
export const csrfAnswer = v.object({
  csrf_token: v.string(),
  device_id: v.optional(v.string()),
  expires_at: v.string(),
})

/** A request taken in or done, with nothing more to say (`POST /auth/logout`, register, forgot, reset). */
export const okAnswer = v.object({ ok: v.literal(true) })
