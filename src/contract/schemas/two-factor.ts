import * as v from 'valibot'
import { hasLoneSurrogate } from '../typed-text.ts'
import { csrfField } from './member-rules.ts'

/*
 * Two-factor sign-in (TOTP, RFC 6238) and passkeys (WebAuthn): the sign-in steps, the account's
 * security screen and the admins' requirement (issue 50, docs/accounts.md). Their sentences are
 * whole, shown as they are.
 */

/** Ten recovery codes are made at a time, each works once. */
export const RECOVERY_CODE_COUNT = 10
/** Passkeys one member may have. */
export const PASSKEYS_MAX = 20
export const PASSKEY_NAME_MAX = 50

const CODE_REQUIRED = 'Enter the code from your authenticator app or a recovery code'
/** The token of a step in flight: 32 random bytes, base64url. */
const stepToken = v.pipe(
  v.string('This sign-in has expired, please start again'),
  v.regex(/^[\w-]{43}$/, 'This sign-in has expired, please start again'),
)

/** A six-digit code of the authenticator app, or a recovery code (`xxxxx-xxxxx`); spaces are ignored. */
export const codeField = v.pipe(
  v.string(CODE_REQUIRED),
  v.transform((text) => text.replace(/[\s-]/g, '').toLowerCase()),
  v.minLength(1, CODE_REQUIRED),
  v.regex(/^(\d{6}|[a-z0-9]{10})$/, 'The code must be 6 digits, or a recovery code'),
)

/** `POST /auth/login/second-factor`: the step's token and its code. */
export const secondFactorBody = v.object({ token: stepToken, code: codeField })

const base64url = v.pipe(v.string(), v.maxLength(4096), v.regex(/^[\w-]*$/))
/** A credential as @simplewebauthn/browser hands it over; the server's library checks the rest. */
const credentialJson = {
  id: base64url,
  rawId: base64url,
  type: v.literal('public-key'),
  clientExtensionResults: v.optional(v.looseObject({}), {}),
  authenticatorAttachment: v.optional(v.string()),
}
export const registrationResponse = v.looseObject({
  ...credentialJson,
  response: v.looseObject({
    clientDataJSON: base64url,
    attestationObject: v.pipe(v.string(), v.maxLength(16384), v.regex(/^[\w-]*$/)),
    transports: v.optional(v.array(v.pipe(v.string(), v.maxLength(20))), []),
  }),
})
export const authenticationResponse = v.looseObject({
  ...credentialJson,
  response: v.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: v.optional(base64url),
  }),
})

const INVALID_PASSKEY = 'This passkey could not be used. Please try again.'

/** `POST /auth/passkey/login`: the ceremony's token, what the authenticator signed, and remember me. */
export const passkeySignInBody = v.object({
  token: stepToken,
  response: v.pipe(
    v.unknown(),
    v.check((value) => v.is(authenticationResponse, value), INVALID_PASSKEY),
  ),
  remember: v.optional(v.boolean('Remember must be true or false'), false),
})

/** The options a browser's `navigator.credentials` is called with (PublicKeyCredential*OptionsJSON). */
export const passkeyOptionsAnswer = v.object({
  token: v.string(),
  options: v.looseObject({ challenge: v.string() }),
})

/** `POST /account/two-factor/confirm/`: the first code, proving the app holds the secret. */
export const twoFactorConfirmBody = v.object({ code: codeField, csrf_token: csrfField })

/** Turning it off or new recovery codes: the member's password, or a code of theirs. */
export const twoFactorProofBody = v.object({
  code: v.optional(v.pipe(v.string(CODE_REQUIRED), v.maxLength(64, CODE_REQUIRED)), ''),
  password: v.optional(
    v.pipe(
      v.string('Current password is incorrect'),
      v.maxLength(128, 'Current password is incorrect'),
      v.check((text) => !hasLoneSurrogate(text), 'Current password is incorrect'),
    ),
    '',
  ),
  csrf_token: csrfField,
})

/** `POST /account/passkeys/`: the new passkey's name and what the authenticator made. */
export const passkeyAddBody = v.object({
  token: stepToken,
  name: v.pipe(
    v.string('Passkey name is required'),
    v.check((text) => !hasLoneSurrogate(text), 'Passkey name must not contain control characters'),
    v.transform((text) => text.normalize('NFC').trim()),
    v.minLength(1, 'Passkey name is required'),
    v.check((text) => !/\p{Cc}/u.test(text), 'Passkey name must not contain control characters'),
    v.maxLength(PASSKEY_NAME_MAX, `Passkey name must have at most ${PASSKEY_NAME_MAX} characters`),
  ),
  response: v.pipe(
    v.unknown(),
    v.check((value) => v.is(registrationResponse, value), INVALID_PASSKEY),
  ),
  csrf_token: csrfField,
})

export const passkeySchema = v.object({
  id: v.number(),
  name: v.string(),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
  backed_up: v.boolean(),
})
export type Passkey = v.InferOutput<typeof passkeySchema>

/** The member's two-factor sign-in as the security screen shows it. */
export const twoFactorSchema = v.object({
  enabled: v.boolean(),
  enabled_at: v.nullable(v.string()),
  recovery_codes_left: v.number(),
  /** Whether an admin must have it (the site's setting), when the member is an admin. */
  required: v.boolean(),
  passkeys: v.array(passkeySchema),
})
export type TwoFactor = v.InferOutput<typeof twoFactorSchema>

/** A secret made for enrolling: as text to type and as the `otpauth://` address a QR code draws. */
export const twoFactorStartAnswer = v.object({ secret: v.string(), uri: v.string() })

/** Recovery codes, shown this once: only their hashes are kept. */
export const recoveryCodesAnswer = v.object({ recovery_codes: v.array(v.string()) })

export const passkeyRemoveAnswer = v.object({ id: v.number(), removed: v.literal(true) })

/** The admins' requirement (a site setting). */
export const adminTwoFactorSchema = v.object({ required: v.boolean() })
export const adminTwoFactorBody = v.object({
  required: v.boolean('Required must be true or false'),
  csrf_token: csrfField,
})
