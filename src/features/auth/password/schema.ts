import * as v from 'valibot'
import { newPasswordEntries, withMatchingPasswords } from '../../../contract/schemas/member-rules.ts'

/**
 * A new password: the very rule the server checks (src/contract), whose English sentences the form
 * shows in the reader's language (errors.ts `ruleMessage`).
 */
export const newPasswordSchema = withMatchingPasswords(
  // The form always holds both fields: the server's "missing reads as empty" is not needed here.
  v.object({
    password: v.unwrap(newPasswordEntries.password),
    confirm_password: v.unwrap(newPasswordEntries.confirm_password),
  }),
)
