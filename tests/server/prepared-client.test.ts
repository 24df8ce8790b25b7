import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PreparingClient } from '../../server/db/prepared-client.ts'

/** What this connection has prepared, by statement text. */
async function prepared(client: PreparingClient) {
  const { rows } = await client.query('select statement from pg_prepared_statements order by statement')
  return rows.map((row: { statement: string }) => row.statement)
}

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL client prepares reads', () => {
  const client = new PreparingClient({ connectionString: process.env.DATABASE_URL })
  beforeAll(() => client.connect())
  afterAll(() => client.end())

  it('prepares a read once and reuses it with other values', async () => {
    const read = { text: 'select $1::int + 1 as next', values: [1] }
    expect((await client.query(read)).rows).toEqual([{ next: 2 }])
    expect((await client.query({ ...read, values: [41] })).rows).toEqual([{ next: 42 }])
    const statements = await prepared(client)
    expect(statements.filter((text: string) => text === read.text)).toHaveLength(1)
  })

  it('leaves writes and plain texts unprepared', async () => {
    await client.query({ text: 'create temporary table notes (body text)' })
    await client.query({ text: 'insert into notes values ($1)', values: ['a'] })
    await client.query('select 1')
    const statements = await prepared(client)
    expect(statements.some((text: string) => /notes|^select 1$/.test(text))).toBe(false)
  })
})
