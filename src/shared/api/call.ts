import type * as v from 'valibot'
import type { AnyEndpoint, BodyRule, Schema } from '../../contract/endpoints/endpoint.ts'
import type { Language } from '../../contract/languages.ts'

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
 * query, its body (a plain object sent as JSON; a form as it is; a file where the endpoint reads no
 * fields; never the anti-forgery token, which call() adds), and how it may be cancelled.
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

/**
 * Calls one endpoint of the contract's table (send-call.ts says how) and returns its answer validated
 * by the endpoint's schemas, or throws an ApiError whose message can be shown (spec §8). The client
 * loads with the first call: a page the server drew shows its answers before any call is made, so no
 * first screen carries it (the service worker keeps it with the app).
 */
export const call = <E extends AnyEndpoint, A extends Schema | undefined = E['answer']>(
  language: Language,
  endpoint: E,
  input: CallInput<E>,
  /** The answer's schema where the call knows it more closely (a film's chapter is an episode). */
  answer?: A,
): Promise<CallAnswer<E, A>> =>
  import('./send-call.ts').then((client) => client.sendCall(language, endpoint, input, answer))

/** The `data` of a call's answer: what most calls keep of it. */
export const callData = <E extends AnyEndpoint, A extends Schema | undefined = E['answer']>(
  language: Language,
  endpoint: E,
  input: CallInput<E>,
  answer?: A,
): Promise<Out<A>> => call(language, endpoint, input, answer).then((body) => body.data)
