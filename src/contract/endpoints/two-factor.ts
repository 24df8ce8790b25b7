import * as v from 'valibot'
import { idParam } from '../schemas/requests.ts'
import { sessionSchema } from '../schemas/session.ts'
import {
  adminTwoFactorBody,
  adminTwoFactorSchema,
  passkeyAddBody,
  passkeyOptionsAnswer,
  passkeyRemoveAnswer,
  passkeySchema,
  passkeySignInBody,
  recoveryCodesAnswer,
  secondFactorBody,
  twoFactorConfirmBody,
  twoFactorProofBody,
  twoFactorSchema,
  twoFactorStartAnswer,
} from '../schemas/two-factor.ts'
import {
  adminTwoFactorRoute,
  passkeyOptionsRoute,
  passkeyRemoveRoute,
  passkeySignInOptionsRoute,
  passkeySignInRoute,
  passkeysRoute,
  recoveryCodesRoute,
  secondFactorRoute,
  twoFactorConfirmRoute,
  twoFactorDisableRoute,
  twoFactorRoute,
  twoFactorStartRoute,
} from '../two-factor-paths.ts'
import { type BodyRule, endpoint, noStore, type Schema } from './endpoint.ts'

/*
 * Two-factor sign-in (TOTP) and passkeys (issue 50, docs/accounts.md): the sign-in steps after a
 * password or instead of one, the member's security screen, and the admins' requirement. A module of
 * its own: only the sign-in screen's second step and the security screen load these.
 */

/** JSON whose failures are whole sentences the app shows as they are. */
const sentences = <S extends Schema>(schema: S): BodyRule<S> => ({ schema, as: 'json', errors: 'sentences' })

const signIn = { area: 'auth', method: 'POST', limit: 'login', cache: noStore } as const
const mine = { area: 'account', access: 'member', cache: noStore } as const
const write = { ...mine, method: 'POST', csrf: 'body', limit: 'account' } as const

export const secondFactor = endpoint({
  ...signIn,
  name: 'secondFactor',
  doc: {
    request:
      'JSON `{token, code}`: the step `POST /auth/login` answered, and a 6-digit code or a recovery code',
    answer:
      '`{token, user, expires_at}` as `POST /auth/login` (its remember me kept). A wrong code: 401 `The code is incorrect`, counted by the sign-in throttle as a wrong password; 5 wrong codes or 5 minutes end the step (400 `This sign-in has expired, please start again`). A code is taken once, a recovery code once ever',
  },
  path: secondFactorRoute,
  summary: 'Completes a sign-in with a two-factor code or a recovery code',
  body: sentences(secondFactorBody),
  answer: sessionSchema,
})

export const passkeySignInOptions = endpoint({
  ...signIn,
  name: 'passkeySignInOptions',
  doc: {
    answer:
      '`{token, options}`: a WebAuthn challenge for any passkey of this site (discoverable credentials), kept 5 minutes and taken once',
  },
  path: passkeySignInOptionsRoute,
  summary: 'Starts a sign-in with a passkey',
  answer: passkeyOptionsAnswer,
})

export const passkeySignIn = endpoint({
  ...signIn,
  name: 'passkeySignIn',
  doc: {
    request:
      'JSON `{token, response, remember}`: the options’ token and the browser’s `AuthenticationResponseJSON`',
    answer:
      '`{token, user, expires_at}`: a full sign-in, no second factor after it; the passkey’s counter is checked and kept, its last use noted. An unknown or refused passkey: 401 `This passkey could not be used. Please try again.`',
  },
  path: passkeySignInRoute,
  summary: 'Signs in with a passkey alone',
  body: sentences(passkeySignInBody),
  answer: sessionSchema,
})

export const twoFactor = endpoint({
  ...mine,
  name: 'twoFactor',
  doc: {
    answer:
      '`{enabled, enabled_at, recovery_codes_left, required, passkeys: [{id, name, created_at, last_used_at, backed_up}]}`; `required`: the member is an admin and the site requires two-factor sign-in of admins',
  },
  method: 'GET',
  path: twoFactorRoute,
  summary: "The member's two-factor sign-in and passkeys",
  answer: twoFactorSchema,
})

export const twoFactorStart = endpoint({
  ...write,
  name: 'twoFactorStart',
  doc: {
    request: 'JSON `{csrf_token}`',
    answer:
      '`{secret, uri}`: a new secret (base32) and its `otpauth://` address, kept unconfirmed until a first code; already on: 409',
  },
  path: twoFactorStartRoute,
  summary: 'Starts enrolling an authenticator app: a new secret',
  body: sentences(v.object({ csrf_token: v.optional(v.string()) })),
  answer: twoFactorStartAnswer,
})

export const twoFactorConfirm = endpoint({
  ...write,
  name: 'twoFactorConfirm',
  doc: {
    request: 'JSON `{code, csrf_token}`',
    answer:
      '`{recovery_codes}`: two-factor sign-in is on; ten recovery codes shown this once. A wrong code: 400 `The code is incorrect`. Audited as `account.two-factor.enable`',
  },
  path: twoFactorConfirmRoute,
  summary: 'Turns two-factor sign-in on with a first code; answers ten recovery codes',
  body: sentences(twoFactorConfirmBody),
  answer: recoveryCodesAnswer,
})

export const twoFactorDisable = endpoint({
  ...write,
  name: 'twoFactorDisable',
  doc: {
    request: 'JSON `{password}` or `{code}`, with `csrf_token`',
    answer:
      '`{ok: true}`: off, the secret and recovery codes gone. An admin while the site requires it: 409. Audited as `account.two-factor.disable`',
  },
  path: twoFactorDisableRoute,
  summary: 'Turns two-factor sign-in off with the password or a code',
  body: sentences(twoFactorProofBody),
  answer: v.object({ ok: v.literal(true) }),
})

export const recoveryCodesRenew = endpoint({
  ...write,
  name: 'recoveryCodesRenew',
  doc: {
    request: 'JSON `{password}` or `{code}`, with `csrf_token`',
    answer:
      '`{recovery_codes}`: ten new codes; the old ones stop working. Audited as `account.recovery-codes`',
  },
  path: recoveryCodesRoute,
  summary: 'Makes ten new recovery codes',
  body: sentences(twoFactorProofBody),
  answer: recoveryCodesAnswer,
})

export const passkeyOptions = endpoint({
  ...write,
  name: 'passkeyOptions',
  doc: {
    request: 'JSON `{csrf_token}`',
    answer: '`{token, options}`: a WebAuthn registration challenge for this member, kept 5 minutes',
  },
  path: passkeyOptionsRoute,
  summary: 'Starts registering a passkey',
  body: sentences(v.object({ csrf_token: v.optional(v.string()) })),
  answer: passkeyOptionsAnswer,
})

export const passkeyAdd = endpoint({
  ...write,
  name: 'passkeyAdd',
  doc: {
    request: 'JSON `{token, name, response, csrf_token}`: the browser’s `RegistrationResponseJSON`',
    answer: 'the passkey as listed. At most 20 a member (409). Audited as `account.passkey.add`',
  },
  path: passkeysRoute,
  summary: 'Registers a passkey',
  body: sentences(passkeyAddBody),
  answer: passkeySchema,
})

export const passkeyRemove = endpoint({
  ...write,
  name: 'passkeyRemove',
  doc: {
    request: 'JSON `{csrf_token}`',
    answer: "`{id, removed: true}`; another member's: 404. Audited as `account.passkey.remove`",
  },
  path: passkeyRemoveRoute,
  summary: 'Removes one of the member’s passkeys',
  params: v.object({ id: idParam }),
  body: sentences(v.object({ csrf_token: v.optional(v.string()) })),
  answer: passkeyRemoveAnswer,
})

const admin = {
  area: 'admin: members',
  access: 'admin',
  cache: { kind: 'no-store', vary: 'Authorization' },
} as const

export const adminTwoFactor = endpoint({
  ...admin,
  name: 'adminTwoFactor',
  doc: { answer: '`{required}`: whether admins must use two-factor sign-in' },
  method: 'GET',
  path: adminTwoFactorRoute,
  summary: 'Whether admins must use two-factor sign-in',
  answer: adminTwoFactorSchema,
})

export const adminTwoFactorSave = endpoint({
  ...admin,
  name: 'adminTwoFactorSave',
  doc: {
    request: 'JSON `{required, csrf_token}`',
    answer:
      '`{required}`. While required, an admin without two-factor sign-in is refused every admin call (403 `Two-factor sign-in is required for admins…`) until they turn it on; an admin without it cannot require it (409). Audited as `site.admin-two-factor`',
  },
  method: 'POST',
  csrf: 'body',
  limit: 'admin',
  path: adminTwoFactorRoute,
  summary: 'Requires two-factor sign-in of admins, or not; audited',
  body: { schema: adminTwoFactorBody, as: 'json', errors: 'fields' },
  answer: adminTwoFactorSchema,
})

export const twoFactorEndpoints = [
  secondFactor,
  passkeySignInOptions,
  passkeySignIn,
  twoFactor,
  twoFactorStart,
  twoFactorConfirm,
  twoFactorDisable,
  recoveryCodesRenew,
  passkeyOptions,
  passkeyAdd,
  passkeyRemove,
  adminTwoFactor,
  adminTwoFactorSave,
]
