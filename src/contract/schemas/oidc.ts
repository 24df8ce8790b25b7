import * as v from 'valibot'
import { authUserSchema } from './auth.ts'

/**
 * Signing in with an identity provider (docs/sign-in.md): what the sign-in screens ask first, and
 * what the way back from the provider answers.
 */

/** `GET /auth/oidc`: whether the provider's button is shown, its name, and who may use a password. */
export const oidcInfoAnswer = v.object({
  enabled: v.boolean(),
  name: v.string(),
  /** `admins`: a password signs in admins only, and registering with one is closed. */
  password_sign_in: v.fallback(v.picklist(['everyone', 'admins']), 'everyone'),
})
export type OidcInfo = v.InferOutput<typeof oidcInfoAnswer>

/** `POST /auth/oidc/start`: the provider's address to send the browser to. */
export const oidcStartAnswer = v.object({ url: v.string() })

/** Signed in: the session as the sign-in form's, and the page to go back to. */
const signedIn = v.object({
  outcome: v.literal('signed-in'),
  token: v.string(),
  user: authUserSchema,
  expires_at: v.string(),
  return_to: v.nullable(v.string()),
})

/** The provider's email is a member's: their password confirms the link (`POST /auth/oidc/link`). */
const confirmLink = v.object({
  outcome: v.literal('confirm-link'),
  link: v.string(),
  email: v.string(),
  return_to: v.nullable(v.string()),
})

/** `POST /auth/oidc/finish` */
export const oidcFinishAnswer = v.variant('outcome', [signedIn, confirmLink])
export type OidcFinish = v.InferOutput<typeof oidcFinishAnswer>

/** `POST /auth/oidc/link`: signed in, with the identity linked. */
export const oidcLinkAnswer = signedIn

/** `GET /account/identities`: the member's linked identities, and whether one may be unlinked. */
export const identitiesAnswer = v.object({
  identities: v.array(
    v.object({
      id: v.number(),
      provider: v.string(),
      email: v.nullable(v.string()),
      created_at: v.string(),
      last_used_at: v.nullable(v.string()),
    }),
  ),
  /** False while an identity is the member's only way to sign in (no password, no passkey). */
  can_unlink: v.boolean(),
})
export type Identities = v.InferOutput<typeof identitiesAnswer>

export const identityUnlinkAnswer = v.object({ id: v.number(), unlinked: v.literal(true) })
