import * as v from 'valibot'

/*
 * The answers of a member's app keys (endpoints/app-keys.ts), apart from account.ts: the detail pages
 * and readers load account.ts (a post's reviews), and need none of these.
 */

/** A key for reader apps as its member sees it: never the key itself, which is shown once, when made. */
export const appKeySchema = v.object({
  id: v.number(),
  name: v.string(),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
  last_used_from: v.nullable(v.string()),
})
export type AppKey = v.InferOutput<typeof appKeySchema>
/** A new key: the key itself, this once, and the key as listed. */
export const appKeyCreatedAnswer = v.object({ key: v.string(), app_key: appKeySchema })
export const appKeyRevokeAnswer = v.object({ id: v.number(), revoked: v.literal(true) })
