import {
  passkeyAdd,
  passkeyOptions,
  passkeyRemove,
  recoveryCodesRenew,
  twoFactor,
  twoFactorConfirm,
  twoFactorDisable,
  twoFactorStart,
} from '../../../contract/endpoints/two-factor.ts'
import type { Language } from '../../../contract/languages.ts'
import { callData } from '../../../shared/api/call.ts'

/* The security screen's calls (issue 50): two-factor sign-in and passkeys. */

export const securityKey = ['account', 'security'] as const

export const getSecurity = (language: Language, signal?: AbortSignal) =>
  callData(language, twoFactor, signal ? { signal } : {})

export const startTwoFactor = (language: Language) => callData(language, twoFactorStart, {})

export const confirmTwoFactor = (language: Language, code: string) =>
  callData(language, twoFactorConfirm, { body: { code } })

/** The password or a code proves it is the member. */
export interface Proof {
  password?: string
  code?: string
}

export const disableTwoFactor = (language: Language, proof: Proof) =>
  callData(language, twoFactorDisable, { body: proof })

export const renewRecoveryCodes = (language: Language, proof: Proof) =>
  callData(language, recoveryCodesRenew, { body: proof })

/** Registers a passkey: a challenge, the browser's ceremony (its code loaded now), the server's check. */
export async function addPasskey(language: Language, name: string) {
  const [{ startRegistration }, { token, options }] = await Promise.all([
    import('@simplewebauthn/browser'),
    callData(language, passkeyOptions, {}),
  ])
  const response = await startRegistration({ optionsJSON: options as never })
  return callData(language, passkeyAdd, { body: { token, name, response } })
}

export const removePasskey = (language: Language, id: number) =>
  callData(language, passkeyRemove, { params: { id } })
