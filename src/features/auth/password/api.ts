import * as v from 'valibot'
import type { Language } from '../../../contract/languages.ts'
import { forgotPasswordRoute, resetPasswordRoute } from '../../../contract/paths.ts'
import { successOf } from '../../../contract/schemas/envelope.ts'
import { apiData } from '../../../shared/api/client.ts'

/* Loaded with the forgot-password and reset-password screens only. */

const okResponse = successOf(v.object({ ok: v.literal(true) }))

/** Asks for a link to set a new password; the answer is the same whether the email has an account. */
export async function askForResetLink(language: Language, email: string) {
  return apiData(language, forgotPasswordRoute, okResponse, { method: 'POST', body: { email } })
}

export interface ResetInput {
  token: string
  password: string
  confirm_password: string
}

/** Sets a new password with the mailed link's token; every session of the account ends. */
export async function resetPassword(language: Language, input: ResetInput) {
  return apiData(language, resetPasswordRoute, okResponse, { method: 'POST', body: { ...input } })
}
