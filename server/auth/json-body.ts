import type { FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { addressGroup } from '../http/address-group.ts'
import { badRequest, HttpError } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import { HashingBusy, type HashTurn } from './passwords.ts'

/** Form rules carry whole sentences, so the message is sent without a field prefix. */
export function parseBody<S extends v.GenericSchema>(schema: S, request: FastifyRequest): v.InferOutput<S> {
  // The contract takes JSON only; a form or text body is a client bug worth naming as such.
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
    throw new HttpError(415, 'Unsupported content type')
  }
  const body = request.body
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object')
  }
  const result = v.safeParse(schema, body, { abortEarly: true })
  if (!result.success) throw badRequest(result.issues[0].message)
  return result.output
}

/**
 * Runs work that hashes a password, in the shared queue's turn of the request's address (`turn`).
 * When the hashing queue is full the answer is a 503 with Retry-After: the app's error handler keeps
 * a named HttpError's status.
 */
export async function whileHashing<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (turn: HashTurn) => Promise<T>,
) {
  try {
    return await work({ lane: 'strangers', key: addressGroup(request.ip) })
  } catch (error) {
    if (!(error instanceof HashingBusy)) throw error
    reply.header('retry-after', '1')
    throw new HttpError(503, localized(request, messages.signInBusy))
  }
}
