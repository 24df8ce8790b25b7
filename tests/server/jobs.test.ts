import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { repeat } from '../../server/jobs.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('repeated jobs', () => {
  it('never runs twice at once, goes on after a failure, and stops only once the run under way is done', async () => {
    let finish = () => {}
    let runs = 0
    const task = vi.fn(() => {
      runs++
      if (runs === 2) return Promise.reject(new Error('database busy'))
      return new Promise<void>((resolve) => {
        finish = resolve
      })
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const stop = repeat('test job', task, 10)
    await vi.advanceTimersByTimeAsync(50)
    // The first run still holds: five turns of the timer did not start another.
    expect(task).toHaveBeenCalledTimes(1)
    finish()
    // The next turns: a second run that fails, then a third, which holds.
    await vi.advanceTimersByTimeAsync(20)
    expect(task).toHaveBeenCalledTimes(3)
    expect(logged).toHaveBeenCalledWith('test job failed:', expect.any(Error))

    let stopped = false
    const stopping = stop().then(() => {
      stopped = true
    })
    // The timer is gone at once; stopping waits for the third run to finish.
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(30)
    expect(stopped).toBe(false)
    finish()
    await stopping
    expect(stopped).toBe(true)
    expect(task).toHaveBeenCalledTimes(3)
    logged.mockRestore()
  })
})
