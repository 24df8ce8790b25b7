import { forgotPassword, resetPassword as resetPasswordCall } from '../../../contract/endpoints/auth.ts'
import type { Language } from '../../../contract/languages.ts'
import { callData } from '../../../shared/api/call.ts'

/* Loaded with the forgot-password and reset-password screens only. */

/** Asks for a link to set a new password; the answer is the same whether the email has an account. */
export async function askForResetLink(language: Language, email: string) {
  return callData(language, forgotPassword, { body: { email } })
}

export interface ResetInput {
  token: string
  password: string
  confirm_password: string
}

/** Sets a new password with the mailed link's token; every session of the account ends. */
export async function resetPassword(language: Language, input: ResetInput) {
  return callData(language, resetPasswordCall, { body: input })
}
