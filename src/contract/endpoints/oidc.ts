import * as v from 'valibot'
import {
  identitiesRoute,
  identityUnlinkRoute,
  oidcFinishRoute,
  oidcInfoRoute,
  oidcLinkRoute,
  oidcStartRoute,
} from '../oidc-paths.ts'
import {
  identitiesAnswer,
  identityUnlinkAnswer,
  oidcFinishAnswer,
  oidcInfoAnswer,
  oidcLinkAnswer,
  oidcStartAnswer,
} from '../schemas/oidc.ts'
import { identityUnlinkBody, oidcFinishBody, oidcLinkBody, oidcStartBody } from '../schemas/oidc-requests.ts'
import { idParam } from '../schemas/requests.ts'
import { type BodyRule, endpoint, noStore, type Schema } from './endpoint.ts'

/*
 * Signing in with an identity provider (OpenID Connect, docs/sign-in.md): the button's facts, the
 * trip to the provider and back, the link of an identity to a member who confirms with their
 * password, and the member's linked identities. Nothing here may be kept.
 */
const area = 'auth'

/** JSON whose refusals are whole sentences the app shows as they are. */
const sentences = <S extends Schema>(schema: S): BodyRule<S> => ({ schema, as: 'json', errors: 'sentences' })

export const oidcInfo = endpoint({
  name: 'oidcInfo',
  doc: {
    answer:
      "`{enabled, name, password_sign_in}`: whether the sign-in screens show the identity provider's button, its label (`OIDC_NAME`), and `everyone` or `admins` (`PASSWORD_SIGN_IN`)",
  },
  area,
  method: 'GET',
  path: oidcInfoRoute,
  summary: "Whether signing in with the identity provider is on, and the button's name",
  answer: oidcInfoAnswer,
  cache: { kind: 'revalidate' },
})

export const oidcStart = endpoint({
  name: 'oidcStart',
  doc: {
    request: 'JSON `{return_to?, remember?}` (`return_to`: a path of this site)',
    answer:
      "`{url}`: the provider's authorization address (code flow, PKCE S256, state and nonce kept by the server for 10 minutes); sets an HttpOnly cookie that ties the way back to this browser. 404 when no provider is configured, 503 when it cannot be reached",
  },
  area,
  method: 'POST',
  path: oidcStartRoute,
  summary: 'Starts a sign-in at the identity provider: the address to send the browser to',
  body: sentences(oidcStartBody),
  answer: oidcStartAnswer,
  limit: 'oidc',
  cache: noStore,
})

export const oidcFinish = endpoint({
  name: 'oidcFinish',
  doc: {
    request: 'JSON `{search}`: the query the provider sent the browser back with (`?code=…&state=…`)',
    answer:
      '`{outcome: "signed-in", token, user, expires_at, return_to}`, or `{outcome: "confirm-link", link, email, return_to}` when the verified email is an existing member\'s (their password confirms the link). A state unknown, used or of another browser, a code refused by the provider, a wrong nonce: 400; the provider unreachable: 503',
  },
  area,
  method: 'POST',
  path: oidcFinishRoute,
  summary:
    "Finishes a sign-in at the identity provider: checks its answer, and signs in or asks for the member's password",
  body: sentences(oidcFinishBody),
  answer: oidcFinishAnswer,
  limit: 'oidc',
  cache: noStore,
})

export const oidcLink = endpoint({
  name: 'oidcLink',
  doc: {
    request: 'JSON `{link, password}`',
    answer:
      '`{outcome: "signed-in", token, user, expires_at, return_to}`: the identity is linked to the member and signed in. A wrong password: 401 (5 at most, then the link is gone); a link unknown, used or expired: 400',
  },
  area,
  method: 'POST',
  path: oidcLinkRoute,
  summary:
    'Links an identity to the member whose email it has, once their password confirms it, and signs in',
  body: sentences(oidcLinkBody),
  answer: oidcLinkAnswer,
  limit: 'login',
  cache: noStore,
})

export const identities = endpoint({
  name: 'identities',
  doc: { answer: '`{identities: [{id, provider, email, created_at, last_used_at}], can_unlink}`' },
  area: 'account',
  method: 'GET',
  path: identitiesRoute,
  summary: "The member's identities at identity providers",
  answer: identitiesAnswer,
  access: 'member',
  cache: noStore,
})

export const identityUnlink = endpoint({
  name: 'identityUnlink',
  doc: {
    answer:
      "`{id, unlinked: true}`; another member's identity: 404; the member's only way to sign in (no password, passkey or other identity): 409",
  },
  area: 'account',
  method: 'POST',
  path: identityUnlinkRoute,
  summary: "Unlinks one of the member's identities, unless it is their only way to sign in",
  params: v.object({ id: idParam }),
  body: { schema: identityUnlinkBody, as: 'form', errors: 'sentences' },
  answer: identityUnlinkAnswer,
  access: 'member',
  csrf: 'body',
  limit: 'account',
  cache: noStore,
})

export const oidcEndpoints = [oidcInfo, oidcStart, oidcFinish, oidcLink, identities, identityUnlink]
