import * as v from 'valibot'
import { languages } from '../languages.ts'
import { csrfField, password } from './member-rules.ts'

/*
 * What the identity provider's calls take (docs/sign-in.md); the server's alone, like requests.ts.
 */

/** A page of this site to come back to (`/vi/…`), never another site's; anything else is dropped. */
const sitePath = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.regex(new RegExp(`^/(${languages.join('|')})(/[^/\\\\]|/?$|\\?)`)),
)

/** `POST /auth/oidc/start` */
export const oidcStartBody = v.object({
  return_to: v.fallback(v.optional(sitePath), undefined),
  remember: v.optional(v.boolean('Remember must be true or false'), false),
})

const BROKEN_ANSWER = "The identity provider's answer could not be read. Please try again."

/** `POST /auth/oidc/finish`: the query the provider sent the browser back with (`?code=…&state=…`). */
export const oidcFinishBody = v.object({
  search: v.pipe(v.string(BROKEN_ANSWER), v.minLength(1, BROKEN_ANSWER), v.maxLength(8192, BROKEN_ANSWER)),
})

const LINK_GONE = 'This sign-in has expired. Please start again.'

/** `POST /auth/oidc/link`: the pending link's token and the member's password. */
export const oidcLinkBody = v.object({
  link: v.pipe(v.string(LINK_GONE), v.regex(/^[A-Za-z0-9_-]{43}$/, LINK_GONE)),
  password,
})

/** `POST /account/identities/{id}/unlink` */
export const identityUnlinkBody = v.object({ csrf_token: csrfField })
