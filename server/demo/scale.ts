/**
 * Adds a large generated catalogue on top of the demo one, for measuring lists, search and
 * chapter pages at size. Rows are made inside the database with generate_series, so 100,000
 * posts and 1,000,000 chapters take minutes, not hours.
 *
 *   npm run seed:scale -- --posts 100000 --chapters 1000000
 *
 * It uses DATABASE_URL, or the embedded database in DATA_DIR/db: stop the server first in that
 * case, since one process at a time may open that folder. Like and rating counters of these posts
 * are totals without member rows behind them; views are backed by daily buckets for the last week.
 */
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { readConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { addViews, insertChapters, insertPosts, linkCategories, planChapters, rows } from './scale-sql.ts'
import { seedDemoIfEmpty } from './seed.ts'

const POSTS_PER_STATEMENT = 20_000
const POSTS_PER_CHAPTER_STATEMENT = 5_000

function options() {
  const { values } = parseArgs({ options: { posts: { type: 'string' }, chapters: { type: 'string' } } })
  const count = (name: string, raw: string | undefined, fallback: number) => {
    const n = Number(raw ?? fallback)
    if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
      console.error(`--${name} must be a whole number from 0 to 10000000 (got ${raw})`)
      process.exit(1)
    }
    return n
  }
  return {
    posts: count('posts', values.posts, 100_000),
    chapters: count('chapters', values.chapters, 1_000_000),
  }
}

const started = performance.now()
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
const wanted = options()
const config = readConfig()
const database = await openDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/db` })
const { db } = database
console.log(`Database: ${database.engine}. Adding ${wanted.posts} posts and ${wanted.chapters} chapters.`)
if (await seedDemoIfEmpty(db, config.mediaDir))
  console.log('The database was empty: loaded the demo catalogue first.')

const [{ last } = { last: 0 }] = await rows<{ last: number }>(
  db,
  sql`select coalesce(max(id), 0)::int as last from posts`,
)
const covers = Object.fromEntries(
  (
    await rows<{ posttype: string; features: string[] }>(
      db,
      sql`select posttype, array_agg(feature order by id) as features from posts
        where id <= ${last} and feature is not null group by posttype`,
    )
  ).map((r) => [r.posttype, r.features]),
)
const run = Date.now().toString(36)
for (let from = 1; from <= wanted.posts; from += POSTS_PER_STATEMENT) {
  const to = Math.min(wanted.posts, from + POSTS_PER_STATEMENT - 1)
  await insertPosts(db, from, to, run, covers)
  console.log(`  posts ${to}/${wanted.posts} (${seconds()})`)
}
await linkCategories(db, last)
console.log(`  category links (${seconds()})`)
await planChapters(db, last, wanted.posts ? wanted.chapters : 0)
const [{ newest } = { newest: last }] = await rows<{ newest: number }>(
  db,
  sql`select coalesce(max(id), 0)::int as newest from posts`,
)
for (let from = last + 1; from <= newest; from += POSTS_PER_CHAPTER_STATEMENT) {
  await insertChapters(db, from, Math.min(newest, from + POSTS_PER_CHAPTER_STATEMENT - 1))
  console.log(
    `  chapters of posts up to ${Math.min(newest, from + POSTS_PER_CHAPTER_STATEMENT - 1) - last}/${wanted.posts} (${seconds()})`,
  )
}
await addViews(db, last)
console.log(`  daily views and counters (${seconds()})`)
// Filling in the counters rewrote every new post, leaving the table twice its size: compact it, then
// vacuum the rest so index-only scans work and the planner has fresh statistics at the new size.
await db.execute(sql`vacuum (full, analyze) posts`)
await db.execute(sql`vacuum (analyze)`)
console.log(`  vacuumed (${seconds()})`)

const made = await rows<{ posttype: string; posts: number; chapters: number }>(
  db,
  sql`select posttype, count(*)::int as posts, coalesce(sum(episode_total), 0)::int as chapters
    from posts where id > ${last} group by posttype order by posttype`,
)
const [extra] = await rows<{ links: number; buckets: number }>(
  db,
  sql`select (select count(*)::int from post_categories where post_id > ${last}) as links,
    (select count(*)::int from post_views_daily where post_id > ${last}) as buckets`,
)
for (const r of made)
  console.log(
    `${r.posttype.padEnd(6)} ${String(r.posts).padStart(9)} posts ${String(r.chapters).padStart(10)} chapters`,
  )
console.log(
  `Added ${made.reduce((s, r) => s + r.posts, 0)} posts, ${made.reduce((s, r) => s + r.chapters, 0)} chapters, ${extra?.links} category links and ${extra?.buckets} daily view buckets in ${seconds()}.`,
)
await database.close()
