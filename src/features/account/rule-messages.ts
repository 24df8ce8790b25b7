import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { GENERIC_ERROR, isApiError } from '../../shared/api/api-error.ts'

/*
 * The account rules are the contract's (src/contract/schemas/requests.ts), worded in English as the
 * server sends them (spec §5); the forms check with the same rules and show each sentence in the
 * reader's language. A sentence this list does not know is shown as it came.
 */
const known: Record<string, MessageDescriptor> = {
  'Name must have at least 2 characters': msg`Name must have at least 2 characters`,
  'Name must have at most 50 characters': msg`Name must have at most 50 characters`,
  'Name must not contain control characters': msg`Name must not contain control characters`,
  'Name must not contain invisible characters': msg`Name must not contain invisible characters`,
  'Name must not contain text direction characters': msg`Name must not contain text direction characters`,
  'Name must not contain invalid characters': msg`Name must not contain invalid characters`,
  'Full name must have at most 100 characters': msg`Full name must have at most 100 characters`,
  'Full name must not contain control characters': msg`Full name must not contain control characters`,
  'Username must be 3 to 30 letters, digits, dots or underscores': msg`Username must be 3 to 30 letters, digits, dots or underscores`,
  'Username is already taken': msg`Username is already taken`,
  'About me must have at most 500 characters': msg`About me must have at most 500 characters`,
  'About me must not contain control characters': msg`About me must not contain control characters`,
  'Avatar must be a JPG, JPEG or PNG image': msg`Avatar must be a JPG, JPEG or PNG image`,
  'Avatar must be at most 2MB': msg`Avatar must be at most 2MB`,
  'Avatar has too many pixels': msg`Avatar has too many pixels`,
  'Email is invalid': msg`Email is invalid`,
  'Email is already registered': msg`Email is already registered`,
  'Current password is required': msg`Current password is required`,
  'Current password is incorrect': msg`Current password is incorrect`,
  'Password must have at least 6 characters': msg`Password must have at least 6 characters`,
  'Password must have at most 32 characters': msg`Password must have at most 32 characters`,
  'Password must not contain invalid characters': msg`Password must not contain invalid characters`,
  'Passwords do not match': msg`Passwords do not match`,
  'App key name is required': msg`App key name is required`,
  'App key name must have at most 50 characters': msg`App key name must have at most 50 characters`,
  'App key name must not contain control characters': msg`App key name must not contain control characters`,
  'You have too many app keys': msg`You have too many app keys`,
  'Too many requests, please try again later.': msg`Too many requests, please try again later.`,
  'The server is busy, please try again in a moment.': msg`The server is busy, please try again in a moment.`,
}

/** A rule's sentence in the reader's language. */
export const ruleMessage = (message: string | undefined) => {
  if (message === undefined) return undefined
  const translated = known[message]
  return translated ? i18n._(translated) : message
}

/**
 * Why a call failed, to show in the form's alert: the server's sentence in the reader's language,
 * else `fallback` (spec §8 'information update failed'); no answer at all says so.
 */
export function accountFailureMessage(error: unknown, fallback: MessageDescriptor): string {
  if (!isApiError(error) || error.reason === 'invalid') return i18n._(fallback)
  if (error.reason === 'network') return i18n._(msg`No internet connection`)
  if (error.message === GENERIC_ERROR) return i18n._(fallback)
  return ruleMessage(error.message) ?? i18n._(fallback)
}

export const updateFailed = msg`Information update failed. Please try again.`
