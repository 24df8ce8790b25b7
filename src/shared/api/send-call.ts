import * as v from 'valibot'
import { addressOf } from '../../contract/endpoints/address.ts'
import type { AnyEndpoint, Schema } from '../../contract/endpoints/endpoint.ts'
import type { Language } from '../../contract/languages.ts'
import type { CallAnswer, CallInput } from './call.ts'
import { type ApiRequest, apiRequest } from './client.ts'
import { write } from './write.ts'

/**
 * The success envelope of an endpoint's answer (spec §7): `data`, and the extras it declares (its
 * `status` is read before, by apiRequest).
 */
const envelopeOf = (endpoint: AnyEndpoint, answer: Schema | undefined) =>
  v.looseObject({
    data: answer ?? v.unknown(),
    ...(endpoint.extras as v.ObjectSchema<v.ObjectEntries, undefined> | undefined)?.entries,
  })

/**
 * call(), once the client is loaded: calls one endpoint of the contract's table
 * (src/contract/endpoints). It builds the address, sends the app's headers (device id; the member's
 * session where the call is a member's or may say who the member is), has write.ts add a fresh
 * anti-forgery token to a write that needs one (one more try with a new token after a 403), and
 * returns the answer validated by the endpoint's schemas, or throws an ApiError whose message can be
 * shown (spec §8). An answer the browser holds is asked for again with its ETag by the browser's own
 * cache: public answers are sent `max-age=0` with their validators, so a repeated read costs a 304.
 *
 * Of an endpoint it reads the method, path, access, session, anti-forgery rule and answer schemas
 * only: the app's build leaves the rest out (scripts/lib/pure-contract.ts).
 */
export async function sendCall<E extends AnyEndpoint, A extends Schema | undefined = E['answer']>(
  language: Language,
  endpoint: E,
  input: CallInput<E>,
  /** The answer's schema where the call knows it more closely (a film's chapter is an episode). */
  answer?: A,
): Promise<CallAnswer<E, A>> {
  const { body, headers, signal } = input
  const session = endpoint.access !== 'visitor' || endpoint.session === 'optional'
  // The body as call() was given it: write.ts adds the token and writes it as it is sent.
  const request = { method: endpoint.method, auth: session, body, headers, signal } as ApiRequest
  const path = addressOf(endpoint, input)
  const schema = envelopeOf(endpoint, answer ?? endpoint.answer)
  if (endpoint.method === 'GET')
    return apiRequest(language, path, schema, request) as Promise<CallAnswer<E, A>>
  return write(language, endpoint.csrf, (ready) =>
    apiRequest(language, path, schema, ready(request)),
  ) as Promise<CallAnswer<E, A>>
}
