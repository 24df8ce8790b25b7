import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCountdown } from '../../src/features/player/use-countdown.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const tick = () => act(() => vi.advanceTimersByTime(1000))

describe('the countdown to the next episode', () => {
  it('counts whole seconds down and ends once', () => {
    const onDone = vi.fn()
    const { result } = renderHook(() => useCountdown(3, true, onDone))
    expect(result.current).toBe(3)
    tick()
    expect(result.current).toBe(2)
    tick()
    tick()
    expect(result.current).toBe(0)
    expect(onDone).toHaveBeenCalledTimes(1)
    tick()
    tick()
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('stops where it is when stopped, and never ends then', () => {
    const onDone = vi.fn()
    const { result, rerender } = renderHook(({ running }) => useCountdown(5, running, onDone), {
      initialProps: { running: true },
    })
    tick()
    rerender({ running: false })
    for (let i = 0; i < 10; i++) tick()
    expect(result.current).toBe(4)
    expect(onDone).not.toHaveBeenCalled()
  })

  it('does not start when not running', () => {
    const onDone = vi.fn()
    const { result } = renderHook(() => useCountdown(5, false, onDone))
    for (let i = 0; i < 10; i++) tick()
    expect(result.current).toBe(5)
    expect(onDone).not.toHaveBeenCalled()
  })
})
