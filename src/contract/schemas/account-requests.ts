import * as v from 'valibot'
import { ABOUT_MAX, APP_KEY_NAME_MAX, FULL_NAME_MAX, PASSWORD_MAX, USERNAME_PATTERN } from '../limits.ts'
import { hasLoneSurrogate, isPlainText } from '../typed-text.ts'
import { csrfField, email, memberName, newPasswordEntries, withMatchingPasswords } from './requests.ts'

/*
 * The member's own account calls (server/account, docs/api.md "Account"): the profile, a new email
 * or password, sessions, leaving. Apart from requests.ts, which the detail pages and readers load:
 * these load with the account pages only (a session's id in a path is `idParam` of requests.ts). Their sentences are the spec's (§5) or in its style; the
 * app's forms check with these same schemas (src/features/account/forms.ts).
 */

/** The password a member types to prove it is them: anything they could have set, checked by the hash. */
const currentPassword = v.optional(
  v.pipe(
    v.string('Current password is required'),
    v.minLength(1, 'Current password is required'),
    v.maxLength(PASSWORD_MAX, 'Current password is incorrect'),
    v.check((text) => !hasLoneSurrogate(text), 'Current password is incorrect'),
  ),
  '',
)

/** An optional text of the profile: trimmed, empty means none; one line unless `lines`. */
const profileText = (max: number, tooLong: string, control: string, lines: boolean) =>
  v.optional(
    v.pipe(
      v.string(tooLong),
      v.check((text) => !hasLoneSurrogate(text), control),
      v.transform((text) => text.normalize('NFC').trim()),
      v.check((text) => isPlainText(text) && (lines || !/[\r\n\t]/.test(text)), control),
      v.check((text) => text.length <= max, tooLong),
    ),
    '',
  )

/** `POST /account/app-keys/`: the name of a new key for a reader app, one line of 1 to 50 characters. */
export const appKeyCreateBody = v.object({
  name: v.pipe(
    v.string('App key name is required'),
    v.check((text) => !hasLoneSurrogate(text), 'App key name must not contain control characters'),
    v.transform((text) => text.normalize('NFC').trim()),
    v.minLength(1, 'App key name is required'),
    v.check(
      (text) => isPlainText(text) && !/[\r\n\t]/.test(text),
      'App key name must not contain control characters',
    ),
    v.maxLength(APP_KEY_NAME_MAX, `App key name must have at most ${APP_KEY_NAME_MAX} characters`),
  ),
  csrf_token: csrfField,
})

/** `POST /account/profile/`: the name (2 to 50), and the optional full name, username and about me. */
export const profileBody = v.object({
  name: v.optional(memberName, ''),
  full_name: profileText(
    FULL_NAME_MAX,
    `Full name must have at most ${FULL_NAME_MAX} characters`,
    'Full name must not contain control characters',
    false,
  ),
  username: v.optional(
    v.pipe(
      v.string('Username must be 3 to 30 letters, digits, dots or underscores'),
      v.trim(),
      v.check(
        (text) => text === '' || USERNAME_PATTERN.test(text),
        'Username must be 3 to 30 letters, digits, dots or underscores',
      ),
    ),
    '',
  ),
  about: profileText(
    ABOUT_MAX,
    `About me must have at most ${ABOUT_MAX} characters`,
    'About me must not contain control characters',
    true,
  ),
  csrf_token: csrfField,
})

/** `POST /account/email/`: the new email, with the current password. */
export const emailChangeBody = v.object({ email, current_password: currentPassword, csrf_token: csrfField })

/** `POST /account/password/`: the current password, the new one and its confirmation. */
export const passwordChangeBody = withMatchingPasswords(
  v.object({ current_password: currentPassword, ...newPasswordEntries, csrf_token: csrfField }),
)

/** `POST /account/delete/`: leaving takes the password. */
export const accountDeleteBody = v.object({ current_password: currentPassword, csrf_token: csrfField })

/** The account's writes that carry nothing but their anti-forgery token (sign out a session, drop the avatar). */
export const accountCsrfBody = v.object({ csrf_token: csrfField })
