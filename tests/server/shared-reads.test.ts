import { describe, expect, it } from 'vitest'
import { PublicCache } from '../../server/http/public-cache.ts'
import { SharedReads } from '../../server/http/shared-reads.ts'

/*
 * Reads kept for everyone (the reader apps' list pages): one query for many asking at once, kept
 * until the catalogue changes, and never kept when a change lands while reading.
 */

const setUp = (seconds = 60) => {
  const cache = new PublicCache({ seconds: 60, maxBytes: 1024 * 1024 })
  const shared = new SharedReads(cache, { seconds, max: 10 })
  let reads = 0
  const read = async () => {
    reads += 1
    return { rows: [reads] }
  }
  return { cache, shared, read, reads: () => reads }
}

describe('shared reads', () => {
  it('read once for many asking at once, then kept', async () => {
    const { shared, read, reads } = setUp()
    const answers = await Promise.all(Array.from({ length: 20 }, () => shared.read('list 1', read)))
    expect(new Set(answers.map((answer) => answer.rows[0]))).toEqual(new Set([1]))
    expect(await shared.read('list 1', read)).toEqual({ rows: [1] })
    expect(await shared.read('list 2', read)).toEqual({ rows: [2] })
    expect(reads()).toBe(2)
  })

  it('are read again once the catalogue changes', async () => {
    const { cache, shared, read } = setUp()
    await shared.read('list', read)
    cache.invalidate('/posts/detail/comic/x/')
    expect(await shared.read('list', read)).toEqual({ rows: [2] })
    cache.clear()
    expect(await shared.read('list', read)).toEqual({ rows: [3] })
  })

  it('are not kept when a change lands while reading', async () => {
    const { cache, shared, reads } = setUp()
    let count = 0
    const changedMeanwhile = async () => {
      count += 1
      cache.clear()
      return count
    }
    expect(await shared.read('list', changedMeanwhile)).toBe(1)
    expect(await shared.read('list', changedMeanwhile)).toBe(2)
    expect(reads()).toBe(0)
  })

  it('keep nothing with the public cache off', async () => {
    const { shared, read, reads } = setUp(0)
    await shared.read('list', read)
    await shared.read('list', read)
    expect(reads()).toBe(2)
  })

  it('let a failed read fail every waiting asker, and try again after', async () => {
    const { shared } = setUp()
    let calls = 0
    const failing = async () => {
      calls += 1
      if (calls === 1) throw new Error('database gone')
      return 'back'
    }
    const both = await Promise.allSettled([shared.read('list', failing), shared.read('list', failing)])
    expect(both.map((answer) => answer.status)).toEqual(['rejected', 'rejected'])
    expect(await shared.read('list', failing)).toBe('back')
  })
})
