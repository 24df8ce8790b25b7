import { useLingui } from '@lingui/react/macro'
import { type ApiError, GENERIC_ERROR, isOfflineError } from '../api/api-error.ts'

/**
 * What a failed call says, in the reader's language: spec §8's own client messages (no answer, an
 * unreadable one) are the app's words and are translated; a message the server wrote is its own.
 */
export function useCallMessage() {
  const { t } = useLingui()
  return (error: ApiError) =>
    isOfflineError(error)
      ? t`No internet connection`
      : error.message === GENERIC_ERROR
        ? t`An unexpected error occurred`
        : error.message
}
