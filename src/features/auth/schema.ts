import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

/** Messages are read when a form is checked, so they follow the language on screen. */
const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor)

// Spec §5: the wording of every rule is the product's own.
const email = v.pipe(v.string(), v.trim(), v.email(say(msg`Email is invalid`)))
const password = v.pipe(v.string(), v.minLength(6, say(msg`Password must have at least 6 characters`)))

export const loginSchema = v.object({ email, password, remember: v.boolean() })
export type LoginValues = v.InferInput<typeof loginSchema>

export const registerSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(2, say(msg`Name must have at least 2 characters`))),
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
