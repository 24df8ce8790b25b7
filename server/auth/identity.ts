import { createHmac } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { ServerContext } from '../context.ts'
import { addressGroup } from '../http/address-group.ts'
import type { Member } from './sessions.ts'

/**
 * Who a count or a limit belongs to (docs/api.md, "Who counts"):
 * - a member (Bearer session) is `member:<id>`;
 * - a visitor is their device id (X-Device-Id, bound into the CSRF token), `device:<id>`;
 * - and every request has an address: request.ip, which believes X-Forwarded-For only from the
 *   proxies TRUST_PROXY names, grouped as every limit groups it (an IPv6 /64 is one address, see
 *   http/address-group.ts). Only a keyed hash of it is kept, never the address itself.
 */

/** 22 base64url characters (132 bits) of HMAC(secret, "addr:" + address). */
export function addressHash(ctx: Pick<ServerContext, 'secret'>, request: Pick<FastifyRequest, 'ip'>) {
  return createHmac('sha256', ctx.secret)
    .update(`addr:${addressGroup(request.ip)}`)
    .digest('base64url')
    .slice(0, 22)
}

/** The member, or else the device, a view or a like is counted for. */
export const viewerKey = (member: Pick<Member, 'id'> | null, deviceId: string) =>
  member ? `member:${member.id}` : `device:${deviceId}`

export const addressKey = (hash: string) => `address:${hash}`
