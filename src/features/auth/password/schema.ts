import * as v from 'valibot'
import { newPasswordEntries, newPasswordsMatch } from '../../../contract/schemas/requests.ts'

/**
 * A new password: the very rule the server checks (src/contract), whose English sentences the form
 * shows in the reader's language (errors.ts `ruleMessage`).
 */
export const newPasswordSchema = v.pipe(
  // The form always holds both fields: the server's "missing reads as empty" is not needed here.
  v.object({
    password: v.unwrap(newPasswordEntries.password),
    confirm_password: v.unwrap(newPasswordEntries.confirm_password),
  }),
  newPasswordsMatch(),
)
