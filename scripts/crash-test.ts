/**
 * Kills the server with SIGKILL again and again while a client registers, likes and rates, then
 * checks that every acknowledged write is there exactly once (through the API and in the database)
 * and that no counter counted a write twice. On PGlite, and on PostgreSQL when DATABASE_URL is set
 * (in a fresh database, dropped afterwards).
 *   npm run crash
 *   npm run crash -- --kills 8 --workers 4 --engine pglite|postgres|both
 */
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '../server/db/client.ts'
import { CrashClient, type Post } from './lib/crash-client.ts'
import { readCounters, verifyByApi, verifyInDatabase } from './lib/crash-verify.ts'
import { freePort, type LocalServer, startServer, tempDataDir } from './lib/local-server.ts'
import { freshPostgres } from './lib/postgres-scratch.ts'

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '5' },
    workers: { type: 'string', default: '4' },
    engine: { type: 'string', default: 'both' },
  },
})
const kills = Number(values.kills)
const workers = Number(values.workers)
const engines = (['pglite', 'postgres'] as const).filter(
  (engine) => values.engine === 'both' || values.engine === engine,
)

let failed = false
for (const engine of engines) {
  if (engine === 'postgres' && !process.env.DATABASE_URL) {
    console.log('\nDATABASE_URL is not set: the crash test runs on PGlite only.')
    continue
  }
  failed = !(await crashRun(engine)) || failed
}
process.exitCode = failed ? 1 : 0

async function crashRun(engine: 'pglite' | 'postgres'): Promise<boolean> {
  console.log(`\n▶ crash test on ${engine}: ${kills} kills, ${workers} clients writing`)
  const data = tempDataDir('crash')
  const pg = engine === 'postgres' ? await freshPostgres(process.env.DATABASE_URL!, 'crash') : undefined
  const port = await freePort()
  const env = {
    // A fixed secret keeps anti-forgery tokens valid across restarts; no cache, so counters read live.
    SECRET: randomBytes(24).toString('hex'),
    PUBLIC_CACHE_SECONDS: '0',
    TRUST_PROXY: 'true',
    DATABASE_URL: pg?.url,
  }
  const start = () => startServer({ dataDir: data.dir, port, env, quiet: true })
  let server: LocalServer = await start()
  const problems: string[] = []
  const restarts: number[] = []
  try {
    const base = server.url
    const posts = await pickPosts(base)
    const before = await readCounters(base, posts)
    let down = false
    const waitForServer = async () => {
      for (let i = 0; i < 1200; i++) {
        if (
          !down &&
          (await fetch(`${base}/healthz`).then(
            (r) => r.ok,
            () => false,
          ))
        )
          return
        await new Promise((r) => setTimeout(r, 200))
      }
      throw new Error('the server did not come back within four minutes')
    }
    const client = new CrashClient(
      base,
      join(data.dir, 'outbox'),
      posts,
      randomBytes(4).toString('hex'),
      waitForServer,
    )
    let stopping = false
    const worker = async () => {
      while (!stopping) {
        const roll = Math.random()
        const op = roll < 0.3 ? client.register() : roll < 0.7 ? client.like() : client.rate()
        await op.catch((error: Error) => problems.push(error.message))
      }
    }
    const running = Array.from({ length: workers }, worker)
    for (let i = 0; i < kills; i++) {
      await new Promise((r) => setTimeout(r, 1500 + Math.random() * 2500))
      down = true
      await server.stop('SIGKILL')
      const killedAt = Date.now()
      server = await start()
      restarts.push(Date.now() - killedAt)
      down = false
      console.log(
        `  kill ${i + 1}: back in ${((Date.now() - killedAt) / 1000).toFixed(1)} s; acknowledged so far: ${tally(client)}`,
      )
    }
    await new Promise((r) => setTimeout(r, 2000))
    stopping = true
    await Promise.all(running)

    const { ledger } = client
    problems.push(...ledger.serverErrors.map((e) => `5xx answer: ${e}`))
    problems.push(...(await verifyByApi(base, posts, before, ledger)))
    await server.stop('SIGTERM')
    const database = await openDatabase({ url: pg?.url, dir: `${data.dir}/db` })
    try {
      problems.push(...(await verifyInDatabase(database.db, ledger)))
    } finally {
      await database.close()
    }
    const average = restarts.reduce((a, b) => a + b, 0) / restarts.length / 1000
    console.log(`\n  ${engine}: ${kills} SIGKILLs (restart ${average.toFixed(1)} s on average)`)
    console.log(`  acknowledged: ${tally(client)}`)
    console.log(
      `  sent again after a crash: ${ledger.retries} tries; ${ledger.unknownLikes.length} likes and ${ledger.unknownRatings.length} ratings were in flight at a kill; ${ledger.registeredUnanswered.length} sign-ups were written but unanswered`,
    )
    if (problems.length === 0) {
      console.log(`  ✔ every acknowledged write is there exactly once; every counter equals its rows`)
      return true
    }
    console.log(`  ✘ ${problems.length} problems:\n    ${problems.slice(0, 30).join('\n    ')}`)
    return false
  } finally {
    await server.stop('SIGKILL')
    await pg?.drop()
    data.remove()
  }
}

function tally(client: CrashClient) {
  const { members, likes, ratings } = client.ledger
  return `${members.length} sign-ups, ${likes.length} likes, ${ratings.length} ratings`
}

/** Two posts of each type: few enough that writes collide on the same rows. */
async function pickPosts(base: string): Promise<Post[]> {
  const posts: Post[] = []
  for (const posttype of ['movie', 'comic', 'novel', 'game']) {
    const res = await fetch(`${base}/vi/api/v1/posts/lists/${posttype}/`)
    const { data } = (await res.json()) as { data: { id: number; slug: string }[] }
    posts.push(...data.slice(0, 2).map((p) => ({ id: p.id, slug: p.slug, posttype })))
  }
  return posts
}
