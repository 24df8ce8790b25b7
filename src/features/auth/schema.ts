import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { NAME_MIN, PASSWORD_MIN } from '../../contract/limits.ts'
import { normalizeName, visibleLength } from '../../contract/typed-text.ts'

/** Messages are read when a form is checked, so they follow the language on screen. */
const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor)

/*
 * Spec §5: the wording of every rule is the product's own. The form checks what a person is most
 * likely to get wrong, counted as the server counts it (src/contract); the server's other refusals
 * come back as the form's alert (auth-errors.ts).
 */
const email = v.pipe(v.string(), v.trim(), v.email(say(msg`Email is invalid`)))
const password = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN, say(msg`Password must have at least 6 characters`)),
)

export const loginSchema = v.object({ email, password, remember: v.boolean() })
export type LoginValues = v.InferInput<typeof loginSchema>

export const registerSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.transform(normalizeName),
      v.check((name) => visibleLength(name) >= NAME_MIN, say(msg`Name must have at least 2 characters`)),
    ),
    email,
    password,
    confirmPassword: v.string(),
    terms: v.pipe(v.boolean(), v.value(true, say(msg`You must agree to the terms of use`))),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      say(msg`Passwords do not match`),
    ),
    ['confirmPassword'],
  ),
)
export type RegisterValues = v.InferInput<typeof registerSchema>

export const forgotPasswordSchema = v.object({ email })
export type ForgotPasswordValues = v.InferInput<typeof forgotPasswordSchema>
