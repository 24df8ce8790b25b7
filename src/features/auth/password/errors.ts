import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { RESET_LINK_GONE } from '../../../contract/password-reset.ts'
import { isApiError } from '../../../shared/api/api-error.ts'

/** The contract's rules for a new password (spec §5), in the reader's language. */
const rules: Record<string, MessageDescriptor> = {
  'Password must have at least 6 characters': msg`Password must have at least 6 characters`,
  'Password must have at most 32 characters': msg`Password must have at most 32 characters`,
  'Password must not contain invalid characters': msg`Password must not contain invalid characters`,
  'Passwords do not match': msg`Passwords do not match`,
}

/** A rule's sentence from src/contract, in the reader's language when it is known. */
export function ruleMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined
  const translated = rules[message]
  return translated ? i18n._(translated) : message
}

export const resetLinkFailed = msg`The link could not be sent. Please try again.`
export const passwordResetFailed = msg`The password could not be changed. Please try again.`

/** The server's answer to a link that is unknown, expired or used: the screen offers a new one. */
export const isResetLinkGone = (error: unknown) => isApiError(error) && error.message === RESET_LINK_GONE
