import { describe, expect, it } from 'vitest'
import { FairQueue, HashingBusy } from '../../server/auth/hashing-queue.ts'
import { HASH_CONCURRENCY, hashingLanes } from '../../server/auth/passwords.ts'

/** Work that ends when the test says so. */
function held() {
  let release!: () => void
  const done = new Promise<void>((resolve) => {
    release = resolve
  })
  return { done, release }
}

/** A queue whose hashes are held until released; `started` lists the keys in the order they ran. */
function queueOf(concurrency: number, max: number) {
  const queue = new FairQueue(concurrency, max)
  const started: string[] = []
  const holds: (() => void)[] = []
  const add = (key: string) => {
    const hold = held()
    const result = queue.run(key, async () => {
      started.push(key)
      holds.push(hold.release)
      await hold.done
      return key
    })
    return result
  }
  /** Releases the oldest running hash and waits for the next one waiting to start. */
  const finishOne = async () => {
    const running = Math.min(concurrency, queue.running - 1 + queue.pending)
    holds.shift()!()
    await expect.poll(() => queue.running).toBe(running)
  }
  return { queue, started, add, finishOne }
}

describe('the hashing queue', () => {
  it('serves the addresses in turn, one never served first', async () => {
    const { started, add, finishOne } = queueOf(1, 8)
    const all = [add('a'), add('a'), add('a'), add('b'), add('b'), add('c')]
    expect(started).toEqual(['a'])
    for (let i = 0; i < 5; i++) await finishOne()
    // `a` took the first turn, so `b` and `c` go before its second; then each in turn again.
    expect(started).toEqual(['a', 'b', 'c', 'a', 'b', 'a'])
    await finishOne()
    expect(await Promise.all(all)).toEqual(['a', 'a', 'a', 'b', 'b', 'c'])
  })

  it('lets a new address through forty flooding ones at the next free turn', async () => {
    const { queue, started, add, finishOne } = queueOf(2, 8)
    const sent: Promise<unknown>[] = []
    // Forty addresses, each sending again as soon as its last one was served or refused, until each
    // has had a turn.
    const flood = () => {
      for (let i = 0; i < 40; i++) sent.push(add(`flood-${i}`).catch((error: unknown) => error))
    }
    while (new Set(started).size < 40) {
      flood()
      while (queue.running > 0) await finishOne()
    }
    flood()
    expect(queue.pending).toBe(8)
    // The queue is full, but the newcomer has a better claim than any address already served.
    const owner = add('owner')
    expect(queue.pending).toBe(8)
    await finishOne()
    expect(started.at(-1)).toBe('owner')
    while (queue.running > 0) await finishOne()
    expect(await owner).toBe('owner')
    const refused = (await Promise.all(sent)).filter((result) => result instanceof HashingBusy)
    expect(refused).toHaveLength(sent.length + 1 - started.length)
  })

  it('when full, refuses the hash whose address has the most waiting, else the newcomer', async () => {
    const { queue, add, finishOne } = queueOf(1, 2)
    const running = add('x')
    const a1 = add('a')
    const a2 = add('a')
    // `a` holds both places: `b` takes a's second one.
    const b = add('b')
    await expect(a2).rejects.toBeInstanceOf(HashingBusy)
    // One each now, none served: the newcomer has no better claim and is the one refused.
    await expect(add('c')).rejects.toBeInstanceOf(HashingBusy)
    expect(queue.pending).toBe(2)
    for (let i = 0; i < 3; i++) await finishOne()
    expect(await Promise.all([running, a1, b])).toEqual(['x', 'a', 'b'])
  })

  it('refuses an address served a moment ago before one that waited longer', async () => {
    const { add, finishOne } = queueOf(1, 1)
    const first = add('a')
    const waiting = add('b')
    await finishOne()
    // `b` runs and `a` waits again: `b`, served more recently than `a`, has no claim on its place.
    const again = add('a')
    await expect(add('b')).rejects.toBeInstanceOf(HashingBusy)
    // A newcomer has the better claim than `a`, which was served.
    const fresh = add('c')
    await expect(again).rejects.toBeInstanceOf(HashingBusy)
    await finishOne()
    await finishOne()
    expect(await Promise.all([first, waiting, fresh])).toEqual(['a', 'b', 'c'])
  })

  it('runs strangers’ hashes one at a time while a known device’s runs', async () => {
    const { devices, strangers } = hashingLanes
    const owner = held()
    const owners = devices.run('device', () => owner.done)
    const holds = Array.from({ length: HASH_CONCURRENCY }, () => held())
    const theirs = holds.map((hold, i) => strangers.run(`stranger-${i}`, () => hold.done))
    expect([strangers.running, strangers.pending]).toEqual([1, HASH_CONCURRENCY - 1])
    owner.release()
    await owners
    await expect.poll(() => strangers.running).toBe(HASH_CONCURRENCY)
    for (const hold of holds) hold.release()
    await Promise.all(theirs)
  })
})
