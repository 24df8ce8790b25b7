/** Spec §8 client messages, kept in English as the API sends its own messages. */
export const GENERIC_ERROR = 'An unexpected error occurred'
export const OFFLINE_ERROR = 'No internet connection'

/**
 * Why a call failed: the server said no (`rejected`, a 2xx whose status is not success), an HTTP
 * error (`http`), no answer at all (`network`), or an answer this app cannot read (`invalid`).
 */
export type ApiErrorReason = 'rejected' | 'http' | 'network' | 'invalid'

export class ApiError extends Error {
  readonly reason: ApiErrorReason
  readonly status: number | undefined

  constructor(message: string, reason: ApiErrorReason, status?: number, options?: ErrorOptions) {
    super(message, options)
    this.name = 'ApiError'
    this.reason = reason
    this.status = status
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** No answer came back at all: the device is offline (or the server is unreachable). */
export const isOfflineError = (error: unknown) => isApiError(error) && error.reason === 'network'
