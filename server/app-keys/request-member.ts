import type { FastifyRequest } from 'fastify'
import type { WriterOf } from '../http/limit.ts'
import type { AppKeyMember } from './authenticate.ts'

/*
 * The member an app key let in, per request, for every reader-app door (OPDS, KOReader's sync): one
 * place, so that a limit counted against the key's member is one count whichever door the app used.
 */

const members = new WeakMap<FastifyRequest, AppKeyMember>()

export function letInAs(request: FastifyRequest, member: AppKeyMember) {
  members.set(request, member)
}

/** The member a door let the request in as, if it did. */
export const appKeyMemberOf = (request: FastifyRequest): AppKeyMember | undefined => members.get(request)

/** Who a reader app's write counts against (http/write-limits.ts): the key's member. */
export const appKeyWriter: WriterOf = async (request) => members.get(request) ?? null
