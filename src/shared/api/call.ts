import * as v from 'valibot'
import { addressOf } from '../../contract/endpoints/address.ts'
import type { AnyEndpoint, BodyRule, Schema } from '../../contract/endpoints/endpoint.ts'
import type { Language } from '../../contract/languages.ts'
import { type ApiRequest, apiRequest } from './client.ts'

type In<S> = S extends Schema ? v.InferInput<S> : never
type Out<S> = S extends Schema ? v.InferOutput<S> : unknown
/** What may stand in an address: the text the schema reads, or a number written as text. */
type Values<S> = { [K in keyof In<S>]: In<S>[K] | number }

/** A body the call may leave out when none of its fields is required (a token-only write). */
// biome-ignore lint/complexity/noBannedTypes: `{}` is what a body with no required field is assignable from.
type BodyInput<T> = {} extends T
  ? { body?: T | FormData | URLSearchParams }
  : { body: T | FormData | URLSearchParams }

/**
 * What one call of an endpoint takes: its path parameters (required when the address has any), its
 * query, its body (a plain object sent as JSON; a form as it is; a file where the endpoint reads no fields; never the anti-forgery
 * token, which call() adds), and how it may be cancelled.
 */
export type CallInput<E extends AnyEndpoint> = (E['params'] extends Schema
  ? { params: Values<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query?: Partial<Values<E['query']>> } : { query?: undefined }) &
  (E['body'] extends BodyRule<infer B> ? BodyInput<Omit<v.InferInput<B>, 'csrf_token'>> : { body?: Blob }) & {
    signal?: AbortSignal
    /** More headers (a file's type and name). */
    headers?: Record<string, string>
  }

/** What an endpoint answers: the envelope's `data` with the extras it declares beside it (a page's `is_next`). */
export type CallAnswer<E extends AnyEndpoint, A = E['answer']> = {
  data: Out<A>
} & (E['extras'] extends Schema ? v.InferOutput<E['extras']> : unknown)

/** The success envelope of an endpoint's answer (spec §7), made once per endpoint and answer schema. */
const envelopes = new WeakMap<AnyEndpoint, Map<Schema | undefined, Schema>>()
function envelopeOf(endpoint: AnyEndpoint, answer: Schema | undefined): Schema {
  const made = envelopes.get(endpoint) ?? new Map<Schema | undefined, Schema>()
  envelopes.set(endpoint, made)
  let schema = made.get(answer)
  if (!schema) {
    schema = v.looseObject({
      status: v.literal('success'),
      data: answer ?? v.unknown(),
      ...(endpoint.extras as v.ObjectSchema<v.ObjectEntries, undefined> | undefined)?.entries,
    })
    made.set(answer, schema)
  }
  return schema
}

/**
 * Calls one endpoint of the contract's table (src/contract/endpoints): builds its address, sends the
 * app's headers (language by address, device id, the member's session where the call is a member's
 * or may say who the member is), adds a fresh anti-forgery token to a write that needs one (retried
 * once with a new token after a 403), and returns the answer validated by the endpoint's schemas, or
 * throws an ApiError whose message can be shown (spec §8). An answer the browser holds is asked for
 * again with its ETag by the browser's own cache: public answers are sent `max-age=0` with their
 * validators, so a repeated read costs a 304.
 *
 * Of an endpoint it reads the method, path, access, session, anti-forgery rule and answer schemas
 * only: the app's build leaves the rest out (scripts/lib/pure-contract.ts).
 */
export async function call<E extends AnyEndpoint, A extends Schema | undefined = E['answer']>(
  language: Language,
  endpoint: E,
  input: CallInput<E>,
  /** The answer's schema where the call knows it more closely (a film's chapter is an episode). */
  answer?: A,
): Promise<CallAnswer<E, A>> {
  const request: ApiRequest = {
    method: endpoint.method,
    auth: endpoint.access !== 'visitor' || endpoint.session === 'optional',
    ...(input.body === undefined ? {} : { body: input.body as ApiRequest['body'] }),
    ...(input.headers ? { headers: input.headers } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  }
  const path = addressOf(endpoint, input)
  const schema = envelopeOf(endpoint, answer ?? endpoint.answer)
  if (!endpoint.csrf) return apiRequest(language, path, schema, request) as Promise<CallAnswer<E, A>>
  // Writes with a token load their part when one is first made: the first screens only read.
  const { withCsrf } = await import('./write.ts')
  return withCsrf(language, endpoint.csrf, (withToken) =>
    apiRequest(language, path, schema, withToken(request)),
  ) as Promise<CallAnswer<E, A>>
}

/** The `data` of a call's answer: what most calls keep of it. */
export const callData = <E extends AnyEndpoint, A extends Schema | undefined = E['answer']>(
  language: Language,
  endpoint: E,
  input: CallInput<E>,
  answer?: A,
): Promise<Out<A>> => call(language, endpoint, input, answer).then((body) => body.data)
