import { describe, expect, it, vi } from 'vitest'
import { repeat } from '../../server/jobs.ts'

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
    await new Promise((resolve) => setTimeout(resolve, 50))
    // The first run still holds: the timer's turns did not start another.
    expect(task).toHaveBeenCalledTimes(1)
    finish()
    await vi.waitFor(() => expect(task.mock.calls.length).toBeGreaterThanOrEqual(3))
    expect(logged).toHaveBeenCalledWith('test job failed:', expect.any(Error))

    let stopped = false
    const stopping = stop().then(() => {
      stopped = true
    })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(stopped).toBe(false)
    const calls = task.mock.calls.length
    finish()
    await stopping
    expect(stopped).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(task).toHaveBeenCalledTimes(calls)
    logged.mockRestore()
  })
})
