import type * as v from 'valibot'

/*
 * One API call, declared once: its method and address, the schemas of what it takes and what it
 * answers, who may call it, its anti-forgery token, its write limit and its cache rule. The server
 * registers every call from these declarations (server/http/endpoints.ts), and the OpenAPI document
 * and docs/api.md's list of calls are made from them: none of these can say something the others
 * do not.
 */

/** A schema of some input: what a request holds, checked and turned into what the call needs. */
export type Schema = v.GenericSchema

/**
 * Who may call: anyone (`visitor`), a signed-in member (`member`, a 401 otherwise), an admin (`admin`:
 * a visitor gets a 401, a member a 403). A visitor's call may still say who the member is when a
 * session is sent (a like counts once per member).
 */
export type Access = 'visitor' | 'member' | 'admin'

/**
 * How a body is read. `form`: a form (urlencoded or multipart) or a flat JSON object, each field as
 * text; `json`: JSON only (a nested document). `fields` failures name the field ("Invalid page:
 * must be…", in the address's language); `sentences` are whole sentences the app shows as they are.
 */
export interface BodyRule<S extends Schema = Schema> {
  schema: S
  as: 'form' | 'json'
  errors: 'fields' | 'sentences'
}

/**
 * Where a write carries its anti-forgery token (GET /auth/csrf_create/): in the body's `csrf_token`,
 * or (for a body that is a file) in the X-CSRF-Token header. Checked against X-Device-Id when sent.
 */
export type CsrfRule = 'body' | 'header' | false

/**
 * The calls counted by each write limit (server/http/write-limits.ts holds the numbers): one client
 * cannot write thousands of times a minute.
 */
export const writeLimits = [
  'csrf',
  'views',
  'like',
  'rating',
  'library',
  'logout',
  'register',
  'admin',
  'login',
  'forgotPassword',
  'resetPassword',
  'account',
  'finder',
  'comment',
  'oidc',
] as const
export type WriteLimit = (typeof writeLimits)[number]

/**
 * Who may keep an answer. `public`: the same for everyone, kept by the server and shared caches for
 * the site's configured time (only the query parameters the call reads make answers differ);
 * `revalidate`: `no-cache`, asked again each time; `no-store`: never kept, refusals included (one
 * person's data, secrets). `vary` names the request headers an answer depends on.
 */
export type CacheRule =
  | { kind: 'public' }
  | { kind: 'revalidate' }
  | { kind: 'no-store'; vary?: string }
  | { kind: 'unset' }

/**
 * What docs/api.md says of a call (markdown): what it sends beyond its schema's field names (the
 * address's variants, the fields' bounds), and what it answers.
 */
export interface Doc {
  request?: string
  answer: string
}

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  A extends Schema | undefined = Schema | undefined,
  W extends Access = Access,
  X extends Schema | undefined = Schema | undefined,
> {
  /** A short name, unique in the table: the OpenAPI operationId. */
  name: string
  /** Where the call belongs (posts, home, search, …): the OpenAPI tag and docs/api.md's group. */
  area: string
  method: 'GET' | 'POST'
  /** The address under `/{lang}/api/v1`, with Fastify's `:name` parameters (paths.ts). */
  path: string
  /** One line: what it answers, in the product's words. */
  summary: string
  /** docs/api.md's words on it, where a line is not enough; also the OpenAPI description. */
  doc?: Doc
  params: P
  query: Q
  /**
   * The query schema for given path parameters, when it differs by path (a post type's list and its
   * related list share an address): the server reads with it; the documents show `query`.
   */
  queryFor?: (params: Record<string, string>) => Schema
  body: B extends Schema ? BodyRule<B> : undefined
  /** The `data` of the success envelope; undefined where the answer has no schema yet. */
  answer: A
  /**
   * What the success envelope carries beside `data`, as an object schema (a page's `is_next`,
   * `paged` and `page`); undefined where it carries nothing else.
   */
  extras: X
  access: W
  /**
   * `optional`: a visitor's call that says who the member is when a session comes with it (a like
   * counts once per member); the app sends the session it has.
   */
  session?: 'optional'
  csrf: CsrfRule
  limit: WriteLimit | undefined
  cache: CacheRule
  /** The success status when it is not 200 (202 for a request taken in, 201 for what was made). */
  status?: number
}

/** An endpoint as declared: what has a default (endpoint()) may be left out. */
type Declared<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  A extends Schema | undefined,
  W extends Access,
  X extends Schema | undefined,
> = Pick<
  Endpoint<P, Q, B, A, W, X>,
  'name' | 'area' | 'method' | 'path' | 'summary' | 'doc' | 'queryFor' | 'status' | 'session'
> &
  Partial<
    Pick<
      Endpoint<P, Q, B, A, W, X>,
      'params' | 'query' | 'body' | 'answer' | 'extras' | 'access' | 'csrf' | 'cache'
    >
  > & {
    limit?: WriteLimit
  }

/**
 * Declares one call; what is left out is the default: a visitor's call, without token or limit, whose
 * answer is not kept (`unset`: the call's cache rule is the response's own).
 */
export function endpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  A extends Schema | undefined = undefined,
  W extends Access = 'visitor',
  X extends Schema | undefined = undefined,
>(declared: Declared<P, Q, B, A, W, X>): Endpoint<P, Q, B, A, W, X> {
  // What is left out is undefined: the declared parts are the endpoint's, typed by their schemas.
  return { access: 'visitor', csrf: false, cache: { kind: 'unset' }, ...declared } as Endpoint<
    P,
    Q,
    B,
    A,
    W,
    X
  >
}

/** Any endpoint of the table, whatever its schemas. */
// biome-ignore lint/suspicious/noExplicitAny: the table holds endpoints of every shape.
export type AnyEndpoint = Endpoint<any, any, any, any, Access, any>

/** A form body whose failures name the field. */
export const formBody = <S extends Schema>(schema: S): BodyRule<S> => ({
  schema,
  as: 'form',
  errors: 'fields',
})
/** A JSON body whose failures name the field. */
export const jsonBody = <S extends Schema>(schema: S): BodyRule<S> => ({
  schema,
  as: 'json',
  errors: 'fields',
})

export const publicCache: CacheRule = { kind: 'public' }
export const noStore: CacheRule = { kind: 'no-store' }
