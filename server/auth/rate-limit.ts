import type { RateLimitOptions } from '@fastify/rate-limit'
import { HttpError } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'

/** Per-address limit for sign-in and register: enough for a person, too few for a password sprayer. */
export const perAddress = (max: number): RateLimitOptions => ({
  max,
  timeWindow: 60_000,
  // The plugin throws what this returns, so the app's error handler sends the usual envelope.
  errorResponseBuilder: (request, context) =>
    new HttpError(context.statusCode, localized(request, messages.tooManyRequests)),
})
