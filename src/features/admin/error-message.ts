import { GENERIC_ERROR, isApiError } from '../../shared/api/api-error.ts'

/**
 * The admin calls answer in the page's language (server/http/messages.ts): their message is shown
 * as it is. No answer, an unreadable one or one without words gets `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.reason === 'network' || error.reason === 'invalid') return fallback
  return error.message && error.message !== GENERIC_ERROR ? error.message : fallback
}
