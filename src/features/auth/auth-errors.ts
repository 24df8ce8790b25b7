import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { GENERIC_ERROR, isApiError } from '../../shared/api/api-error.ts'

/**
 * The server answers in English; the sentences it is known to send are shown in the reader's
 * language, any other as the server wrote it (spec §8: the error itself).
 */
const known: Record<string, MessageDescriptor> = {
  'Email or password is incorrect': msg`Email or password is incorrect`,
  'Email is already registered': msg`Email is already registered`,
  'Too many sign-in attempts. Please try again later.': msg`Too many login attempts. Please try again later.`,
  'Too many requests, please try again later.': msg`Too many requests, please try again later.`,
  // Register rules the form cannot check itself (spec §5 wording style).
  'Name must have at most 50 characters': msg`Name must have at most 50 characters`,
  'Name must not contain control characters': msg`Name must not contain control characters`,
  'Name must not contain invisible characters': msg`Name must not contain invisible characters`,
  'Name must not contain text direction characters': msg`Name must not contain text direction characters`,
  'Name must not contain invalid characters': msg`Name must not contain invalid characters`,
  'Password must not contain invalid characters': msg`Password must not contain invalid characters`,
  'Password must have at most 128 characters': msg`Password must have at most 128 characters`,
}

/**
 * Spec §8: the server's message when it gave one, else the form's own failure sentence; no answer
 * at all, or one this app cannot read, is 'An error occurred. Please try again later.'.
 */
export function authFailureMessage(error: unknown, fallback: MessageDescriptor): string {
  if (!isApiError(error) || error.reason === 'network' || error.reason === 'invalid') {
    return i18n._(msg`An error occurred. Please try again later.`)
  }
  if (error.message === GENERIC_ERROR) return i18n._(fallback)
  const translated = known[error.message]
  return translated ? i18n._(translated) : error.message
}

export const loginFailed = msg`Login failed. Please try again.`
export const registrationFailed = msg`Registration failed. Please try again.`
