import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import * as v from 'valibot'
import type {
  Access,
  AnyEndpoint,
  BodyRule,
  CacheRule,
  Schema,
} from '../../src/contract/endpoints/endpoint.ts'
import { requireAdmin } from '../admin/guard.ts'
import { checkFormCsrf, verifyCsrf } from '../auth/csrf.ts'
import { readForm } from '../auth/form.ts'
import { type Member, SIGN_IN_REQUIRED } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import type { Localized } from '../db/schema.ts'
import { success } from './envelope.ts'
import { badRequest, unauthorized } from './errors.ts'
import { readJson } from './json-body.ts'
import { localized, requestLanguage } from './messages.ts'
import type { PublicCacheRule, QuerySchema } from './public-cache.ts'
import { parse } from './validate.ts'
import { requestMember } from './write-limits.ts'

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined
type BodyOut<B> = B extends BodyRule<infer S> ? v.InferOutput<S> : undefined

/** What a handler is given: the request's parts, read and checked with the endpoint's schemas. */
export interface Input<E extends AnyEndpoint> {
  params: Out<E['params']>
  query: Out<E['query']>
  body: BodyOut<E['body']>
  /** The signed-in member (an admin on admin calls); a visitor's call looks none up. */
  member: E['access'] extends 'visitor' ? undefined : Member
  /** The device the anti-forgery token is bound to, on calls that carry one. */
  deviceId: E['csrf'] extends false ? undefined : string
  request: FastifyRequest
  reply: FastifyReply
}

type In<S> = S extends Schema ? v.InferInput<S> : unknown

/**
 * What a handler answers: what the endpoint's answer schema reads as `data` (its input: the app reads
 * the JSON with that schema, so the server sends what the schema accepts, before its defaults and
 * transforms), and beside it the extras the endpoint declares (`{data, is_next, paged, page}`).
 * Unknown where the answer has no schema yet.
 */
export type Answer<E extends AnyEndpoint> = E['extras'] extends Schema
  ? { data: In<E['answer']> } & v.InferInput<E['extras']>
  : In<E['answer']>

/** What a handler returns when it has answered itself (a 304 to a tag the client already holds). */
export const answered = Symbol('answered')

/** A handler returns its answer, which the adapter puts in the success envelope, or `answered`. */
export type Handler<E extends AnyEndpoint> = (input: Input<E>) => Promise<Answer<E> | typeof answered>

export interface ServeOptions {
  /** The 401's message when a member's call comes without a session (`Sign in required`), maybe by language. */
  signInMessage?: string | Localized
  /** The path parameters are read before the session (a bad address is a 400 before a 401). */
  paramsFirst?: boolean
  /** Fastify's own route options (a body limit); never hooks, which the endpoint says. */
  route?: Pick<RouteShorthandOptions, 'bodyLimit'>
}

/** The Cache-Control an endpoint's rule sets from the start, so refusals follow it too. */
function cacheHeaders(rule: CacheRule, reply: FastifyReply) {
  if (rule.kind === 'revalidate') reply.header('cache-control', 'no-cache')
  if (rule.kind === 'no-store') {
    reply.header('cache-control', 'no-store')
    if (rule.vary) reply.header('vary', rule.vary)
  }
}

async function keepNothing(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store')
}

/** The public cache's rule: the query parameters the call reads (by path, when they differ by path). */
function publicCacheRule(endpoint: AnyEndpoint): PublicCacheRule | undefined {
  if (endpoint.cache.kind !== 'public') return undefined
  if (endpoint.queryFor)
    return { query: endpoint.queryFor as (params: Record<string, string>) => QuerySchema }
  return endpoint.query ? { query: endpoint.query as QuerySchema } : true
}

/** A body as the endpoint says it comes, checked with its schema. */
async function readBody(rule: BodyRule, request: FastifyRequest): Promise<unknown> {
  const body = rule.as === 'json' ? readJson(request) : await readForm(request)
  if (rule.errors === 'fields') return parse(rule.schema, body, request)
  // Whole sentences, sent without a field's name before them (in the address's language, where a
  // rule says it in each).
  const result = v.safeParse(rule.schema, body, { abortEarly: true, lang: requestLanguage(request) })
  if (!result.success) throw badRequest(result.issues[0].message)
  return result.output
}

async function memberOf(
  access: Access,
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: ServerContext,
  options: ServeOptions,
) {
  if (access === 'admin') return requireAdmin(request, reply, ctx)
  if (access === 'visitor') return undefined
  const member = await requestMember(request, ctx)
  if (!member) {
    const message = options.signInMessage ?? SIGN_IN_REQUIRED
    throw unauthorized(typeof message === 'string' ? message : localized(request, message))
  }
  return member
}

/**
 * Registers one endpoint of the table on the API: its cache rule and write limit come first (so a
 * refusal is not kept, and a flood is counted), then the session and role, the path parameters, the
 * query, the body and the anti-forgery token, each read with the endpoint's schema in the language
 * of the called address. The handler is given only what passed; what it returns is the answer, put
 * in the success envelope here.
 */
export function serve<E extends AnyEndpoint>(
  api: FastifyInstance,
  ctx: ServerContext,
  endpoint: E,
  // Not inferred from: E comes from the endpoint alone, so an answer's literals (`deleted: true`) keep their type.
  handler: NoInfer<Handler<E>>,
  options: ServeOptions = {},
) {
  const onRequest = [
    async (_request: FastifyRequest, reply: FastifyReply) => cacheHeaders(endpoint.cache, reply),
  ]
  if (endpoint.limit) onRequest.push(ctx.writeLimit(endpoint.limit))
  const publicCache = publicCacheRule(endpoint)
  api.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options.route,
    onRequest,
    // Also on a refusal before the route's own hooks (an unsupported language): never kept.
    ...(endpoint.cache.kind === 'no-store' ? { onSend: keepNothing } : {}),
    // The endpoint's name marks the route as one of the table's (tests/server/endpoint-table.test.ts).
    config: publicCache ? { endpoint: endpoint.name, publicCache } : { endpoint: endpoint.name },
    handler: async (request, reply) => {
      const readParams = () => (endpoint.params ? parse(endpoint.params, request.params, request) : undefined)
      let params: unknown
      if (options.paramsFirst) params = readParams()
      const member = await memberOf(endpoint.access, request, reply, ctx, options)
      if (!options.paramsFirst) params = readParams()
      const querySchema = endpoint.queryFor
        ? endpoint.queryFor(request.params as Record<string, string>)
        : endpoint.query
      const query = querySchema ? parse(querySchema, request.query, request) : undefined
      const body = endpoint.body ? await readBody(endpoint.body, request) : undefined
      let deviceId: string | undefined
      if (endpoint.csrf === 'body')
        deviceId = checkFormCsrf(request, ctx, (body as { csrf_token?: string }).csrf_token)
      if (endpoint.csrf === 'header')
        deviceId = verifyCsrf(request.headers['x-csrf-token'], ctx, request.headers['x-device-id'])
      const answer = await handler({ params, query, body, member, deviceId, request, reply } as Input<E>)
      if (answer === answered) return reply
      if (endpoint.status !== undefined && reply.statusCode === 200) reply.status(endpoint.status)
      // With extras the answer is `{data, …extras}`, which the envelope takes as it is.
      return endpoint.extras ? { status: 'success', ...(answer as object) } : success(answer)
    },
  })
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table's name of the endpoint a route serves (src/contract/endpoints). */
    endpoint?: string
  }
}
