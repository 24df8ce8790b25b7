import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { literalsOf, PreparingPGlite } from '../../server/db/preparing-pglite.ts'

/** PGlite plans each read once (server/db/preparing-pglite.ts); values travel as SQL literals. */
let db: PreparingPGlite
beforeAll(async () => {
  db = new PreparingPGlite('memory://')
  await db.exec(`create table notes (id int primary key, body text, flag boolean, data jsonb)`)
  await db.query('insert into notes values ($1, $2, $3, $4)', [1, "it's", true, '{"a":1}'])
  await db.query('insert into notes values ($1, $2, $3, $4)', [2, 'back\\slash', false, null])
})
afterAll(() => db.close())

const prepared = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n

describe('PreparingPGlite', () => {
  it('prepares a read once and runs it again with other values', async () => {
    const before = await prepared()
    const read = 'select id, body from notes where id = $1'
    expect((await db.query(read, [1])).rows).toEqual([{ id: 1, body: "it's" }])
    expect((await db.query(read, [2])).rows).toEqual([{ id: 2, body: 'back\\slash' }])
    expect(await prepared()).toBe(before + 1)
  })

  it('reads quotes, backslashes, booleans, nulls and JSON as the wire protocol would', async () => {
    const read = 'select id from notes where body = $1 or flag = $2 or data = $3 or body = $4 order by id'
    expect((await db.query(read, ["it's", false, null, 'x'])).rows).toEqual([{ id: 1 }, { id: 2 }])
    expect((await db.query('select id from notes where data = $1', ['{"a": 1}'])).rows).toEqual([{ id: 1 }])
    expect((await db.query('select id from notes where body = $1', ['back\\slash'])).rows).toEqual([
      { id: 2 },
    ])
  })

  it('a hostile value stays a value', async () => {
    const read = 'select count(*)::int as n from notes where body = $1'
    for (const hostile of ["'); drop table notes; --", "\\'; drop table notes; --", "E'\\\\'' or 1=1 --"]) {
      expect((await db.query<{ n: number }>(read, [hostile])).rows[0]!.n).toBe(0)
    }
    expect((await db.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n).toBe(2)
  })

  it('what it cannot write as a literal goes through unprepared', async () => {
    expect(literalsOf(['a\0b'])).toBeUndefined()
    expect(literalsOf([new Date()])).toBeUndefined()
    expect(literalsOf([Number.NaN])).toBeUndefined()
    expect(literalsOf(['a', 1, 2n, true, null])).toEqual(["E'a'", "'1'", "'2'", "'t'", 'null'])
    expect(await db.query('select $1::text as t', ['x\0y']).catch((error: Error) => error.message)).toMatch(
      /0x00|null/i,
    )
  })

  it('a read that cannot be prepared still runs', async () => {
    // PREPARE cannot infer $1's type here; the plain query can (text), so it answers as before.
    expect((await db.query<{ v: string }>('select $1 as v', ['hello'])).rows).toEqual([{ v: 'hello' }])
  })
})
