import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSearchBox } from '../../src/features/search/use-search-box.ts'
import { SEARCH_DEBOUNCE_MS } from '../../src/shared/limits.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('the search box', () => {
  it('searches what was typed once typing pauses', async () => {
    vi.useFakeTimers()
    const commit = vi.fn()
    const { result } = renderHook(() => useSearchBox(undefined, commit))
    act(() => result.current.setText('kinh di'))
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    expect(commit).toHaveBeenCalledExactlyOnceWith('kinh di')
  })

  it('does not search what was typed when a suggestion opened another page meanwhile', async () => {
    vi.useFakeTimers()
    const commit = vi.fn()
    const { result } = renderHook(() => useSearchBox(undefined, commit))
    act(() => result.current.setText('kinh di'))
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS / 2))
    act(() => result.current.leave())
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    expect(commit).not.toHaveBeenCalled()
  })
})
