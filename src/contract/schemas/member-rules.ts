import * as v from 'valibot'
import { EMAIL_MAX, NAME_MAX, NAME_MIN, NEW_PASSWORD_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../limits.ts'
import {
  hasControlCharacter,
  hasDirectionCharacter,
  hasInvisibleCharacter,
  hasLoneSurrogate,
  normalizeName,
  visibleLength,
} from '../typed-text.ts'

/** The anti-forgery token every action form carries (checked by the route, not by its shape). */
export const csrfField = v.optional(v.string())

/*
 * The auth calls' JSON bodies. Their wording is the product's own (spec §5), whole sentences the
 * forms can show as they are; a missing field reads as an empty one, so it gets the same sentence.
 */

export const email = v.optional(
  v.pipe(
    v.string('Email is invalid'),
    v.check((text) => !hasLoneSurrogate(text), 'Email is invalid'),
    v.trim(),
    v.maxLength(EMAIL_MAX, 'Email is invalid'),
    v.email('Email is invalid'),
  ),
  '',
)
export const password = v.optional(
  v.pipe(
    v.string(`Password must have at least ${PASSWORD_MIN} characters`),
    v.check((text) => !hasLoneSurrogate(text), 'Password must not contain invalid characters'),
    v.minLength(PASSWORD_MIN, `Password must have at least ${PASSWORD_MIN} characters`),
    v.maxLength(PASSWORD_MAX, `Password must have at most ${PASSWORD_MAX} characters`),
  ),
  '',
)

/**
 * A member's display name: kept in NFC and trimmed, 2 to 50 characters as people see them,
 * nothing invisible, no control or direction characters.
 */
export const memberName = v.pipe(
  v.string(`Name must have at least ${NAME_MIN} characters`),
  v.check((text) => !hasLoneSurrogate(text), 'Name must not contain invalid characters'),
  v.transform(normalizeName),
  v.check((text) => !hasControlCharacter(text), 'Name must not contain control characters'),
  v.check((text) => !hasDirectionCharacter(text), 'Name must not contain text direction characters'),
  v.check((text) => !hasInvisibleCharacter(text), 'Name must not contain invisible characters'),
  // A pile of combining marks is one grapheme however long it gets: cap the code units too.
  v.check((text) => text.length <= NAME_MAX * 4, `Name must have at most ${NAME_MAX} characters`),
  v.check((text) => visibleLength(text) >= NAME_MIN, `Name must have at least ${NAME_MIN} characters`),
  v.check((text) => visibleLength(text) <= NAME_MAX, `Name must have at most ${NAME_MAX} characters`),
)

/*
 * A new password, here because a password change (account-requests.ts) and a password reset both
 * take it. The sentences are the spec's (§5); the app's forms check with these same schemas and
 * show each sentence in the reader's language (src/features/account/rule-messages.ts).
 */

/**
 * A new password and its confirmation, spec §5: 6 to 32 characters, the same twice. Spread into a
 * form's object and wrap it in `withMatchingPasswords` (as `newPasswordBody` does): the password
 * change and the password reset both say it this way.
 */
export const newPasswordEntries = {
  password: v.optional(
    v.pipe(
      v.string(`Password must have at least ${PASSWORD_MIN} characters`),
      v.check((text) => !hasLoneSurrogate(text), 'Password must not contain invalid characters'),
      v.minLength(PASSWORD_MIN, `Password must have at least ${PASSWORD_MIN} characters`),
      v.maxLength(NEW_PASSWORD_MAX, `Password must have at most ${NEW_PASSWORD_MAX} characters`),
    ),
    '',
  ),
  confirm_password: v.optional(v.string('Passwords do not match'), ''),
}

/** A form holding `newPasswordEntries`, its confirmation checked: the message sits on `confirm_password`. */
export const withMatchingPasswords = <
  S extends v.GenericSchema<unknown, { password: string; confirm_password: string }>,
>(
  schema: S,
) =>
  v.pipe(
    schema,
    v.rawCheck<v.InferOutput<S>>(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value.password === dataset.value.confirm_password) return
      const input = dataset.value as Record<string, unknown>
      addIssue({
        message: 'Passwords do not match',
        path: [
          { type: 'object', origin: 'value', input, key: 'confirm_password', value: input.confirm_password },
        ],
      })
    }),
  )

/** A new password with its confirmation, on its own. */
export const newPasswordBody = withMatchingPasswords(v.object(newPasswordEntries))
