import { randomBytes } from 'node:crypto'
import { eq, sql as query } from 'drizzle-orm'
import { date, pgTable, serial, timestamp } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres } from '../../server/db/postgres.ts'
import { rowsOf } from '../../server/posts/rows.ts'

const url = process.env.DATABASE_URL ?? ''
const table = `probe_${randomBytes(4).toString('hex')}`
const probe = pgTable(table, {
  id: serial('id').primaryKey(),
  at: timestamp('at').defaultNow().notNull(),
  day: date('day').defaultNow().notNull(),
})

describe.skipIf(!url)('the PostgreSQL client', () => {
  // One connection for reads and one for writes, so every read meets the statements the ones before
  // it prepared, and a read queued behind a write would show.
  const sql = openPostgres(url, 1)
  const db = drizzle(sql)
  // Another visitor of the database, holding locks, and one watching what waits.
  const other = postgres(url, { max: 1, onnotice: () => {} })
  const watcher = postgres(url, { max: 1 })
  beforeAll(() =>
    other.unsafe(
      `create table ${table} (id serial primary key, at timestamp not null default now(), day date not null default now())`,
    ),
  )
  afterAll(async () => {
    await other.unsafe(`drop table if exists ${table}`)
    await Promise.all([sql.end(), other.end(), watcher.end()])
  })

  /** What the read connection has prepared, by statement text. */
  const prepared = async () =>
    (await sql.unsafe<{ statement: string }[]>('select statement from pg_prepared_statements')).map(
      (row) => row.statement,
    )

  it('prepares a read once and reuses it with other values', async () => {
    const read = 'select $1::int + 1 as next'
    expect(await sql.unsafe(read, [1])).toEqual([{ next: 2 }])
    expect(await sql.unsafe(read, [41])).toEqual([{ next: 42 }])
    expect((await prepared()).filter((text) => text === read)).toHaveLength(1)
  })

  it('writes on connections of their own, unprepared, with the values Drizzle expects', async () => {
    // Dates and times come back as text for Drizzle to read: a day stays 'YYYY-MM-DD', not a Date.
    const today = new Date().toISOString().slice(0, 10)
    const [row] = await db.insert(probe).values({}).returning()
    expect(row?.day).toBe(today)
    expect(row?.at).toBeInstanceOf(Date)
    expect((await prepared()).some((text) => text.includes(table))).toBe(false)
    const [inTransaction] = await db.transaction((tx) => tx.insert(probe).values({}).returning())
    expect(inTransaction?.day).toBe(today)
    // Hand-written queries get the same values inside a transaction as outside.
    const day = query`select current_date as day`
    expect(await rowsOf(db, day)).toEqual([{ day: today }])
    expect(await db.transaction((tx) => rowsOf(tx, day))).toEqual([{ day: today }])
  })

  it('answers reads while a write waits for a row another transaction holds', async () => {
    const [row] = await db.insert(probe).values({}).returning()
    const id = row!.id
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let locked!: () => void
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve
    })
    const holding = other.begin(async (tx) => {
      await tx.unsafe(`select id from ${table} where id = $1 for update`, [id])
      locked()
      await released
    })
    await isLocked
    let written = false
    const write = db
      .update(probe)
      .set({ at: new Date() })
      .where(eq(probe.id, id))
      .then(() => {
        written = true
      })
    // Wait until PostgreSQL says the write waits for the lock.
    await expect
      .poll(() =>
        watcher
          .unsafe(
            `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like 'update%' and query like '%${table}%'`,
          )
          .then((r) => r.length),
      )
      .toBe(1)
    // The write is still waiting; a read is answered all the same.
    expect(await sql.unsafe('select 1 as one')).toEqual([{ one: 1 }])
    expect(written).toBe(false)
    release()
    await Promise.all([holding, write])
    expect(written).toBe(true)
  })
})
