import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from './errors.ts'
import { localized, messages } from './messages.ts'

/**
 * The body of a call that takes JSON only (the sign-in forms, a dashboard's modules, a library
 * batch): any other type is a 415 in the address's language, as a client's bug worth naming; JSON
 * that is not an object is a 400. Its fields are then checked with the call's schema.
 */
export function readJson(request: FastifyRequest): object {
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
    throw new HttpError(415, localized(request, messages.jsonRequired))
  const body = request.body
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('Request body must be a JSON object')
  return body
}
