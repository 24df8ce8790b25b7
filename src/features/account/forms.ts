import * as v from 'valibot'
import {
  accountDeleteBody,
  appKeyCreateBody,
  emailChangeBody,
  profileBody,
} from '../../contract/schemas/account-requests.ts'
import { newPasswordEntries, withMatchingPasswords } from '../../contract/schemas/member-rules.ts'

/*
 * The account forms check with the server's own rules (src/contract/schemas/account-requests.ts): the same
 * fields, the same sentences. Only the anti-forgery token is left out: the call adds it.
 */
const { name, full_name, username, about } = profileBody.entries
// Each field is always there in a form: its rule without the server's "missing reads as empty".
export const profileForm = v.object({
  name: name.wrapped,
  full_name: full_name.wrapped,
  username: username.wrapped,
  about: about.wrapped,
})

const currentPassword = accountDeleteBody.entries.current_password.wrapped

export const emailForm = v.object({
  email: emailChangeBody.entries.email.wrapped,
  current_password: currentPassword,
})

export const passwordForm = withMatchingPasswords(
  v.object({
    current_password: currentPassword,
    password: newPasswordEntries.password.wrapped,
    confirm_password: newPasswordEntries.confirm_password.wrapped,
  }),
)

export const leaveForm = v.object({ current_password: currentPassword })

export const appKeyForm = v.object({ name: appKeyCreateBody.entries.name })
