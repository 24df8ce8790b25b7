import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import {
  KOSYNC_DOCUMENT_PATTERN,
  kosyncProgressBody,
  kosyncProgressQuery,
} from '../../src/contract/schemas/reader-apps.ts'
import { authenticateAppKey } from '../app-keys/authenticate.ts'
import { appKeyMemberOf, appKeyWriter, letInAs } from '../app-keys/request-member.ts'
import { memberAudience, seenBy } from '../audience/index.ts'
import { LoginThrottle } from '../auth/login-throttle.ts'
import type { ServerContext } from '../context.ts'
import type { ChapterContent, Localized } from '../db/schema.ts'
import { chapters, kosyncProgress, libraryPositions, posts } from '../db/schema.ts'
import { addressGroup } from '../http/address-group.ts'
import { HttpError } from '../http/errors.ts'
import { readerAppsOpen } from '../opds/doors-open.ts'
import { xPointerAt } from '../opds/epub.ts'
import { chapterHeading, feedWords } from '../opds/words.ts'
import { localize } from '../posts/localize.ts'
import { mergeLibrary } from '../sync/merge.ts'
import { type ServedChapter, servedChapter } from './documents.ts'

/*
 * KOReader's progress sync (its kosync plugin) at /kosync: the e-reader says where it is in a file
 * Mọt served, and that becomes the member's place in the chapter, for the web app and every other
 * device; and the other way round. It signs in with the member's email or username and the MD5 of
 * an app key (what KOReader sends for the password typed into it). Answers are the protocol's:
 * `{code, message}` for an error, as KOReader's sync server words them.
 */

/** The protocol's errors (koreader-sync-server's config/errors.lua), with the site's envelope beside. */
const errors = {
  unauthorized: { status: 401, code: 2001, message: 'Unauthorized' },
  invalid: { status: 403, code: 2003, message: 'Invalid request' },
  noDocument: { status: 403, code: 2004, message: "Field 'document' not provided." },
  registrationDisabled: { status: 402, code: 2005, message: 'User registration is disabled.' },
  /**
   * Past the progress pushes' write limit. The protocol has no code of its own for it: 2000 is its
   * unknown error, which KOReader takes as a push that failed (its next push carries the place
   * again), where 2001 would tell it the key is wrong.
   */
  tooManyPushes: { status: 429, code: 2000, message: 'Too many progress updates: try again later' },
} as const

const fail = (reply: FastifyReply, error: (typeof errors)[keyof typeof errors]) =>
  reply.status(error.status).send({ status: 'error', code: error.code, message: error.message })

/** KOReader's documents of one member kept at most: the oldest go first. */
export const KOSYNC_DOCUMENTS_MAX = 2000

/** What the web app's readers are called when the place comes from them. */
const SITE_DEVICE = { device: 'Mọt', device_id: 'mot' }

const memberOf = (request: FastifyRequest) => appKeyMemberOf(request)!

/**
 * A write limit's hook with its 429 in the protocol's words (the site's envelope answers with the
 * address's language, which /kosync has none of); its Retry-After stays.
 */
function inProtocolWords(limit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await limit(request, reply)
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error
      return fail(reply, errors.tooManyPushes)
    }
  }
}

export async function kosyncRoutes(app: FastifyInstance, ctx: ServerContext) {
  const throttle = new LoginThrottle({ store: ctx.signInFailures })
  // Counted against the key's member (every key of theirs together), after the key is checked: one
  // key, or a stolen one, cannot write thousands of places a minute.
  const pushLimit = inProtocolWords(ctx.writeLimit('readerProgression', appKeyWriter))
  await app.register(
    async (sync) => {
      // Accounts are made on the site: an e-reader cannot make one.
      sync.post('/users/create', async (_request, reply) => fail(reply, errors.registrationDisabled))

      sync.register(async (signedIn) => {
        signedIn.addHook('onRequest', async (request, reply) => {
          // Closed by an admin: KOReader is told what it understands, that it may not sync.
          if (!(await readerAppsOpen(ctx.db))) return fail(reply, errors.unauthorized)
          const user = request.headers['x-auth-user']
          const key = request.headers['x-auth-key']
          if (typeof user !== 'string' || typeof key !== 'string') return fail(reply, errors.unauthorized)
          const verdict = await authenticateAppKey(ctx.db, throttle, addressGroup(request.ip), user, {
            md5: key,
          })
          if ('throttled' in verdict) {
            return reply
              .status(429)
              .header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))))
              .send({
                status: 'error',
                code: errors.unauthorized.code,
                message: 'Too many wrong app keys: try again later',
              })
          }
          if ('refused' in verdict) return fail(reply, errors.unauthorized)
          letInAs(request, verdict.member)
          reply.header('cache-control', 'no-store')
        })

        signedIn.get('/users/auth', async () => ({ authorized: 'OK' }))

        signedIn.put('/syncs/progress', { onRequest: pushLimit }, async (request, reply) => {
          const body = request.body as { document?: unknown } | null
          if (typeof body?.document !== 'string' || body.document === '')
            return fail(reply, errors.noDocument)
          const parsed = v.safeParse(kosyncProgressBody, body)
          if (!parsed.success) return fail(reply, errors.invalid)
          const progress = parsed.output
          const identifiers = progress.identifiers?.map((identifier) => identifier.value) ?? []
          if (identifiers.length > 0 && identifiers[0] !== progress.document)
            return fail(reply, errors.invalid)
          const at = Date.now()
          await keepKoreaderPlace(ctx, memberOf(request).id, { ...progress, at })
          const chapter = await servedChapter(ctx.db, [progress.document, ...identifiers])
          if (chapter) await moveLibraryPlace(ctx, memberOf(request).id, chapter, progress, at)
          return { document: progress.document, timestamp: Math.floor(at / 1000) }
        })

        signedIn.get('/syncs/progress/:document', async (request, reply) => {
          const { document } = request.params as { document: string }
          if (!KOSYNC_DOCUMENT_PATTERN.test(document)) return fail(reply, errors.noDocument)
          const query = v.safeParse(kosyncProgressQuery, request.query)
          if (!query.success) return fail(reply, errors.invalid)
          const documents = [document, ...(query.output.ids?.map((id) => id.value) ?? [])]
          return placeOf(ctx, memberOf(request).id, documents)
        })
      })
    },
    { prefix: '/kosync' },
  )
}

type KoreaderPlace = v.InferOutput<typeof kosyncProgressBody> & { at: number }

async function keepKoreaderPlace(ctx: ServerContext, memberId: number, place: KoreaderPlace) {
  const row = {
    memberId,
    document: place.document,
    progress: place.progress,
    percentage: place.percentage,
    device: place.device,
    deviceId: place.device_id ?? null,
    at: place.at,
  }
  await ctx.db
    .insert(kosyncProgress)
    .values(row)
    .onConflictDoUpdate({
      target: [kosyncProgress.memberId, kosyncProgress.document],
      set: {
        progress: row.progress,
        percentage: row.percentage,
        device: row.device,
        deviceId: row.deviceId,
        at: row.at,
      },
    })
  // One member's e-readers cannot fill the database: past the cap, their oldest documents go.
  await ctx.db.execute(sql`delete from kosync_progress where member_id = ${memberId} and document in (
    select document from kosync_progress where member_id = ${memberId}
    order by at desc offset ${KOSYNC_DOCUMENTS_MAX})`)
}

/** The chapter a served file holds, with what its place is read against: its pages, its text. */
async function chapterOf(ctx: ServerContext, memberId: number, chapter: { postId: number; index: number }) {
  // Only a chapter of a post the member may see (server/audience/): any other is not theirs to sync.
  const audience = await memberAudience(ctx.db, memberId)
  const [row] = await ctx.db
    .select({ posttype: posts.posttype, content: chapters.content, title: chapters.title })
    .from(chapters)
    .innerJoin(posts, eq(posts.id, chapters.postId))
    .where(and(eq(chapters.postId, chapter.postId), eq(chapters.index, chapter.index), seenBy(audience)))
  return row
}

/**
 * The e-reader's place as the member's place in the chapter: a comic's page (KOReader counts them
 * from 1, as Mọt does), a novel's share of the text. The chapter becomes the one their history
 * continues. The newest change wins, as between any two devices.
 */
async function moveLibraryPlace(
  ctx: ServerContext,
  memberId: number,
  chapter: ServedChapter,
  progress: KoreaderPlace | v.InferOutput<typeof kosyncProgressBody>,
  at: number,
) {
  const found = await chapterOf(ctx, memberId, chapter)
  if (!found) return
  // The pages of the file KOReader holds: those of the language it was served in.
  const pages = localize(found.content as Localized<ChapterContent>, chapter.language)
  const page = Number(progress.progress)
  const place =
    found.posttype === 'comic'
      ? Array.isArray(pages) && Number.isInteger(page) && page >= 1 && page <= pages.length
        ? { page }
        : undefined
      : { fraction: progress.percentage }
  if (!place) return
  await mergeLibrary(ctx.db, memberId, {
    changes: [{ list: 'history', id: chapter.postId, at, removed: false, chapter: chapter.index }],
    positions: [{ kind: 'chapter', post: chapter.postId, index: chapter.index, at, ...place }],
  })
}

/**
 * Where the member is in a document: KOReader's own record of it, or, when the member has read on
 * since in the web app or another reader, that place, written as KOReader reads it. Nothing known
 * is `{}`, as KOReader's sync server answers.
 */
async function placeOf(ctx: ServerContext, memberId: number, documents: string[]) {
  const [kept] = await ctx.db
    .select()
    .from(kosyncProgress)
    .where(and(eq(kosyncProgress.memberId, memberId), inArray(kosyncProgress.document, documents)))
    .orderBy(desc(kosyncProgress.at))
    .limit(1)
  const chapter = await servedChapter(ctx.db, documents)
  const [position] = chapter
    ? await ctx.db
        .select()
        .from(libraryPositions)
        .where(
          and(
            eq(libraryPositions.memberId, memberId),
            eq(libraryPositions.kind, 'chapter'),
            eq(libraryPositions.postId, chapter.postId),
            eq(libraryPositions.index, chapter.index),
          ),
        )
    : []
  if (chapter && position && (!kept || position.at > kept.at)) {
    const found = await chapterOf(ctx, memberId, chapter)
    const read = found && siteProgress(found, chapter, position.place)
    if (read)
      return { document: documents[0], ...read, ...SITE_DEVICE, timestamp: Math.floor(position.at / 1000) }
  }
  if (!kept) return {}
  return {
    document: documents[0],
    progress: kept.progress,
    percentage: kept.percentage,
    device: kept.device,
    ...(kept.deviceId === null ? {} : { device_id: kept.deviceId }),
    timestamp: Math.floor(kept.at / 1000),
  }
}

/**
 * A place the site's readers set, as KOReader writes one: a page, or an XPointer into the book, as
 * the file was built in the language of the address it was downloaded from.
 */
function siteProgress(
  chapter: { posttype: string; content: unknown; title: Localized },
  served: ServedChapter,
  place: Record<string, number>,
): { progress: string; percentage: number } | undefined {
  const { index, language } = served
  const content = localize(chapter.content as Localized<ChapterContent>, language)
  if (content === undefined) return undefined
  if (chapter.posttype === 'comic') {
    if (!Array.isArray(content) || place.page === undefined) return undefined
    return { progress: String(place.page), percentage: place.page / content.length }
  }
  const fraction = place.fraction ?? 0
  const title = chapterHeading(language, index, localize(chapter.title, language))
  return {
    progress: xPointerAt({ content, title, pageLabel: feedWords[language].page }, fraction),
    percentage: fraction,
  }
}
