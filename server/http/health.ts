import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import { failure, success } from './envelope.ts'

/** A database slower than this to say `select 1` is as good as down for a load balancer. */
const HEALTH_TIMEOUT_MS = 2000

/** Whether the database answers `select 1` within `timeoutMs`; a refusal, an error or silence is no. */
export async function databaseAnswers(db: Db, timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const silence = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const answer = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([answer, silence])
  } finally {
    clearTimeout(timer)
  }
}

/** `/healthz`: 200 while the database answers, 503 with the envelope when it does not. */
export function healthRoutes(app: FastifyInstance, db: Db) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    if (await databaseAnswers(db)) return success({ ok: true })
    return reply.status(503).send(failure('Database unavailable'))
  })
}
