import type { FastifyReply, FastifyRequest } from 'fastify'
import { addressGroup } from '../http/address-group.ts'
import { HttpError } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import { HashingBusy, type HashTurn } from './passwords.ts'

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
