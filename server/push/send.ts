import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'
import webpush from 'web-push'
import type { VapidKeys } from './vapid.ts'

/*
 * One push to one browser (RFC 8030): the payload encrypted to the subscription's keys (RFC 8291,
 * aes128gcm) and signed with the site's VAPID key (RFC 8292), by the web-push package; the request
 * itself made here, so that an address a member gave cannot make the server call inside its own
 * network (only public https push services are called), and a push service's answer is read no
 * further than its status.
 */

/** How long a push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000
/** How long a push service keeps a push for a browser that is offline: a new chapter is news for two days. */
const TIME_TO_LIVE_S = 2 * 24 * 3600

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

/**
 * What came of a push: taken by the push service; `gone`, the subscription is no more (404, 410) and
 * is removed; `failed`, kept to try again another time.
 */
export type Delivery =
  | { outcome: 'sent' }
  | { outcome: 'gone'; status: number }
  | { outcome: 'failed'; reason: string }

/**
 * Where pushes may go. The server's own: https push services on public addresses. Tests run a push
 * service of their own on 127.0.0.1 over http (`anyAddress`).
 */
export interface PushRules {
  anyAddress: boolean
}
export const serverPushRules: PushRules = { anyAddress: false }

const isPublic = (address: string) => {
  try {
    return ipaddr.process(address).range() === 'unicast'
  } catch {
    return false
  }
}

/** Whether a browser's push address may be kept: https, on a public name or address. */
export function pushAddressAllowed(endpoint: string, rules: PushRules): boolean {
  if (!URL.canParse(endpoint)) return false
  const url = new URL(endpoint)
  if (url.username || url.password) return false
  if (rules.anyAddress) return url.protocol === 'https:' || url.protocol === 'http:'
  if (url.protocol !== 'https:') return false
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (ipaddr.isValid(host)) return isPublic(host)
  return host.includes('.') && !/(^|\.)(localhost|local|internal)$/i.test(host)
}

/** A name is looked up as usual, and refused if any of its addresses is not a public one. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
    if (error) return callback(error, '', 4)
    const addresses = found ?? []
    if (addresses.length === 0 || !addresses.every((one) => isPublic(one.address))) {
      return callback(new Error(`${hostname} is not on a public address`), '', 4)
    }
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses)
    callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

/** Sends `payload` to one browser; never throws. `topic` lets a later push replace one not yet delivered. */
export function deliver(
  target: PushTarget,
  payload: string,
  keys: VapidKeys & { subject: string },
  rules: PushRules,
  topic?: string,
): Promise<Delivery> {
  if (!pushAddressAllowed(target.endpoint, rules)) return Promise.resolve({ outcome: 'gone', status: 0 })
  let details: ReturnType<typeof webpush.generateRequestDetails>
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: keys,
        TTL: TIME_TO_LIVE_S,
        urgency: 'normal',
        ...(topic ? { topic } : {}),
      },
    )
  } catch {
    // Keys a browser never makes (they passed the contract's pattern, yet are no P-256 point).
    return Promise.resolve({ outcome: 'gone', status: 0 })
  }
  const url = new URL(details.endpoint)
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Delivery>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: details.headers as http.OutgoingHttpHeaders,
        timeout: SEND_TIMEOUT_MS,
        ...(rules.anyAddress ? {} : { lookup: publicLookup }),
      },
      (response) => {
        // What a push service says besides its status is not needed: read and dropped.
        response.resume()
        const status = response.statusCode ?? 0
        if (status >= 200 && status < 300) resolve({ outcome: 'sent' })
        else if (status === 404 || status === 410) resolve({ outcome: 'gone', status })
        else resolve({ outcome: 'failed', reason: `the push service answered ${status}` })
      },
    )
    request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')))
    request.on('error', (error) => resolve({ outcome: 'failed', reason: error.message }))
    request.end(details.body ?? undefined)
  })
}
