import type { FastifyRequest } from 'fastify'
import { HttpError } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'

/**
 * The body of an admin call that sends a nested document (a dashboard's modules, the menu): JSON
 * only, as a form cannot carry it. Its fields are then checked with the call's valibot schema.
 */
export function readJson(request: FastifyRequest): unknown {
  const type = request.headers['content-type'] ?? ''
  if (!/^application\/json\b/i.test(type) || typeof request.body !== 'object' || request.body === null)
    throw new HttpError(415, localized(request, messages.jsonRequired))
  return request.body
}
