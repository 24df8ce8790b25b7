import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { chapterName } from '../../src/contract/chapter-name.ts'
import type { Language } from '../../src/contract/languages.ts'
import { chapterPagePath, postPagePath } from '../../src/contract/post-paths.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { defaultPushSettings, type PushMessage } from '../../src/contract/schemas/push.ts'
import type { Shelf } from '../../src/contract/shelves.ts'
import { maySeePost, memberAudience } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import type { Localized } from '../db/schema.ts'
import { pushSent, pushSettings, pushSubscriptions } from '../db/schema.ts'
import type { ClaimedJob } from '../library/jobs/queue.ts'
import type { Metrics } from '../metrics/metrics.ts'
import { resizedLink } from '../posts/images.ts'
import { rowsOf } from '../posts/rows.ts'
import { type PushJobPayload, queuePushLater } from './queue.ts'
import { quietUntil } from './quiet.ts'
import { type Delivery, deliver, type PushRules } from './send.ts'
import { vapidKeys } from './vapid.ts'

/*
 * One member's news of one post (queue.ts): checked against their settings when it runs, then sent to
 * each of their devices. Every chapter told of is written to push_sent before it goes, and only the
 * chapters this run wrote there are told: the same job run twice, or by two servers, tells no one twice.
 */

export interface PushJobContext {
  ctx: ServerContext
  rules: PushRules
  log: FastifyBaseLogger
  /** The time it is (tests set it to try quiet hours). */
  now?: () => Date
  /** Where pushes are counted (GET /metrics); a test running a job by hand counts none. */
  metrics?: Pick<Metrics, 'pushed'>
}

/** A film episode still being packaged waits this long between looks, for up to a day. */
const PACKAGING_WAIT_MS = 60_000
const PACKAGING_GIVE_UP_MS = 24 * 3600_000
/** A cover as a notification's icon: a card's width. */
const ICON_WIDTH = 200
/** Titles past this are cut: a push's payload is at most 4 kB. */
const TITLE_MAX = 120

const words = {
  vi: {
    chapter: (posttype: Posttype, index: number) => `${posttype === 'movie' ? 'Tập' : 'Chương'} ${index}`,
    many: (posttype: Posttype, count: number, first: number) =>
      posttype === 'movie' ? `${count} tập mới, từ tập ${first}` : `${count} chương mới, từ chương ${first}`,
  },
  en: {
    chapter: (posttype: Posttype, index: number) =>
      `${posttype === 'movie' ? 'Episode' : 'Chapter'} ${index}`,
    many: (posttype: Posttype, count: number, first: number) =>
      posttype === 'movie'
        ? `${count} new episodes, from episode ${first}`
        : `${count} new chapters, from chapter ${first}`,
  },
} satisfies Record<Language, unknown>

interface NewChapter {
  id: number
  index: number
  title: Localized
  processing: boolean
  created_at: string | Date
  slug: string
  posttype: Posttype
  post_title: Localized
  feature: string | null
}

const cut = (text: string) => (text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text)
const inLanguage = (text: Localized, language: Language) => text[language] || text.vi || text.en || ''

/** Where a tap opens: the reader at the first new chapter, or the film's page at its episode. */
function pageOf(chapter: NewChapter, language: Language) {
  const { posttype, slug, index } = chapter
  if (posttype === 'movie') return `${postPagePath(language, posttype, slug)}?ep=${index}`
  if (posttype === 'game') return postPagePath(language, posttype, slug)
  return chapterPagePath(language, posttype, slug, index)
}

/** The notification of these chapters (in order, at least one) in a language. */
export function pushMessage(ctx: ServerContext, chapters: NewChapter[], language: Language): PushMessage {
  const first = chapters[0]!
  const said = words[language]
  const name = chapterName(inLanguage(first.title, language))
  const label = said.chapter(first.posttype, first.index)
  return {
    title: cut(inLanguage(first.post_title, language)),
    body:
      chapters.length === 1
        ? cut(name ? `${label}: ${name}` : label)
        : said.many(first.posttype, chapters.length, first.index),
    icon: first.feature ? resizedLink(ctx, first.feature, ICON_WIDTH) : null,
    url: pageOf(first, language),
    tag: `post-${first.slug}`,
  }
}

function payloadOf(value: Record<string, unknown>): PushJobPayload | undefined {
  const { member, post, chapters } = value
  const ids = Array.isArray(chapters) ? chapters.filter((id) => Number.isInteger(id)) : []
  if (!Number.isInteger(member) || !Number.isInteger(post) || ids.length === 0) return undefined
  return { member: member as number, post: post as number, chapters: ids as number[] }
}

export async function runPushJob(job: ClaimedJob, context: PushJobContext) {
  const { ctx, rules, log } = context
  const { db } = ctx
  const payload = payloadOf(job.payload)
  if (!payload) return
  const { member, post } = payload
  const now = context.now?.() ?? new Date()

  const [stored] = await db.select().from(pushSettings).where(eq(pushSettings.memberId, member))
  const settings = stored ?? {
    enabled: defaultPushSettings.enabled,
    lists: defaultPushSettings.lists,
    quietStart: null,
    quietEnd: null,
    timeZone: null,
  }
  if (!settings.enabled) return
  const [entry] = await rowsOf<{ following: boolean; shelf: Shelf | null }>(
    db,
    sql`select exists (select 1 from library_entries
                       where member_id = ${member} and post_id = ${post} and list = 'followed' and not removed) as following,
               (select shelf from library_entries
                where member_id = ${member} and post_id = ${post} and list = 'shelf' and not removed) as shelf`,
  )
  if (!entry?.following) return
  // Never a word of a post the member may not see (server/audience/), even one followed before.
  if (!(await maySeePost({ db }, await memberAudience(db, member), post))) return
  // A followed post on a list that does not notify stays quiet; on no list, it always notifies.
  if (entry.shelf && !settings.lists.includes(entry.shelf)) return
  const quietEnd = quietUntil(settings, now)
  if (quietEnd) {
    await queuePushLater(db, payload, quietEnd)
    return
  }

  const chapters = await rowsOf<NewChapter>(
    db,
    sql`select c.id, c.index, c.title, c.processing, c.created_at, p.slug, p.posttype,
               p.title as post_title, p.feature
        from chapters c join posts p on p.id = c.post_id
        where c.post_id = ${post} and c.hidden_at is null
          and c.id in (${sql.join(
            payload.chapters.map((id) => sql`${id}`),
            sql`, `,
          )})
          and p.status = 'published'
        order by c.index`,
  )
  // An episode still being packaged is told of once it plays.
  const packaging = chapters.filter(
    (chapter) =>
      chapter.processing && now.getTime() - new Date(chapter.created_at).getTime() < PACKAGING_GIVE_UP_MS,
  )
  if (packaging.length > 0) {
    const later = new Date(now.getTime() + PACKAGING_WAIT_MS)
    await queuePushLater(db, { member, post, chapters: packaging.map((c) => c.id) }, later)
  }
  const ready = chapters.filter((chapter) => !chapter.processing)
  if (ready.length === 0) return
  const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member))
  if (devices.length === 0) return

  // What this run is first to tell; a second run, here or on another server, finds nothing left.
  const claimed = await db
    .insert(pushSent)
    .values(ready.map((chapter) => ({ memberId: member, chapterId: chapter.id })))
    .onConflictDoNothing()
    .returning({ chapterId: pushSent.chapterId })
  const told = new Set(claimed.map((row) => row.chapterId))
  const fresh = ready.filter((chapter) => told.has(chapter.id))
  if (fresh.length === 0) return

  const keys = { ...(await vapidKeys(db)), subject: ctx.config.vapidSubject }
  const messages = new Map<Language, string>()
  const messageIn = (language: Language) => {
    let message = messages.get(language)
    if (!message) {
      message = JSON.stringify(pushMessage(ctx, fresh, language))
      messages.set(language, message)
    }
    return message
  }
  const deliveries: Delivery[] = await Promise.all(
    devices.map((device) => deliver(device, messageIn(device.language), keys, rules, `post${post}`)),
  )
  const idsWhere = (outcome: Delivery['outcome']) =>
    devices.filter((_, n) => deliveries[n]!.outcome === outcome).map((device) => device.id)
  const gone = idsWhere('gone')
  const sent = idsWhere('sent')
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone))
  if (sent.length > 0)
    await db.update(pushSubscriptions).set({ lastSentAt: now }).where(inArray(pushSubscriptions.id, sent))
  const failures = deliveries.flatMap((delivery) => (delivery.outcome === 'failed' ? [delivery.reason] : []))
  context.metrics?.pushed('sent', sent.length)
  context.metrics?.pushed('removed', gone.length)
  context.metrics?.pushed('failed', failures.length)
  if (failures.length > 0) log.warn({ member, post, failures }, 'push: some devices could not be reached')
  if (sent.length === 0 && failures.length > 0) {
    // No device took it and some may later: the chapters are given back, and the job tries again.
    await db.delete(pushSent).where(
      and(
        eq(pushSent.memberId, member),
        inArray(
          pushSent.chapterId,
          fresh.map((chapter) => chapter.id),
        ),
      ),
    )
    throw new Error(`no push service took the notification: ${failures[0]}`)
  }
}
