import type * as v from 'valibot'
import { addressOf } from '../../contract/endpoints/address.ts'
import type { AnyEndpoint, BodyRule } from '../../contract/endpoints/endpoint.ts'
import type { Language } from '../../contract/languages.ts'
import { apiUrl } from '../../contract/shell-paths.ts'
import type { CallInput } from './call.ts'
import { apiHeaders, transport } from './client.ts'

/**
 * The bare answer of one call, for a protocol of its own (the library's sync reads its 304s and its
 * refusals itself): the address, the app's headers and a JSON body as call() makes them, with the
 * session it was started for and the fetch options it needs. Nothing is checked or retried.
 */
export function fetchCall<E extends AnyEndpoint>(
  language: Language,
  endpoint: E,
  /** Its body whole, the anti-forgery token included. */
  input: Omit<CallInput<E>, 'body'> & {
    body?: E['body'] extends BodyRule<infer B> ? v.InferInput<B> : never
  },
  init: { token: string | null; cache?: RequestCache; keepalive?: boolean },
): Promise<Response> {
  const headers = new Headers({ ...apiHeaders(init.token), ...input.headers })
  if (input.body !== undefined) headers.set('Content-Type', 'application/json')
  return transport.fetch(apiUrl(language, addressOf(endpoint, input)), {
    method: endpoint.method,
    headers,
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    ...(init.cache ? { cache: init.cache } : {}),
    ...(init.keepalive ? { keepalive: init.keepalive } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  })
}
