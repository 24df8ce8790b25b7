import { passkeySignIn, passkeySignInOptions, secondFactor } from '../../../contract/endpoints/two-factor.ts'
import type { Language } from '../../../contract/languages.ts'
import type { Session } from '../../../contract/schemas/session.ts'
import { callData } from '../../../shared/api/call.ts'

/*
 * The sign-in's steps of two-factor sign-in and passkeys (issue 50): loaded with the login screen's
 * parts that use them, apart from api.ts.
 */

/** Completes a sign-in with a code of the authenticator app or a recovery code. */
export const completeSecondFactor = (language: Language, token: string, code: string): Promise<Session> =>
  callData(language, secondFactor, { body: { token, code } })

/**
 * Signs in with a passkey alone: a challenge from the server, the browser's ceremony (its code
 * loaded now), the answer checked by the server.
 */
export async function signInWithPasskey(language: Language, remember: boolean): Promise<Session> {
  const [{ startAuthentication }, { token, options }] = await Promise.all([
    import('@simplewebauthn/browser'),
    callData(language, passkeySignInOptions, {}),
  ])
  const response = await startAuthentication({ optionsJSON: options as never })
  return callData(language, passkeySignIn, { body: { token, response, remember } })
}
