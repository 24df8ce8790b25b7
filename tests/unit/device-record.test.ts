import { act, renderHook } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { deviceRecord } from '../../src/shared/device-record.ts'
import { newestEntries } from '../../src/shared/stored-entries.ts'

const KEY = 'deviceRecordTest'
const counts = () =>
  deviceRecord(KEY, v.array(v.number()), () => [], { isEmpty: (list) => list.length === 0 })

afterEach(() => {
  localStorage.clear()
})

describe('deviceRecord', () => {
  it('reads through its schema once, and keeps each write', () => {
    localStorage.setItem(KEY, '["not a number"]')
    const record = counts()
    expect(record.read()).toEqual([])
    record.write([1, 2])
    expect(localStorage.getItem(KEY)).toBe('[1,2]')
    // Held in memory: storage changed under it is not read again until reloaded.
    localStorage.setItem(KEY, '[3]')
    expect(record.read()).toEqual([1, 2])
    record.reload()
    expect(record.read()).toEqual([3])
  })

  it('takes an empty value out of storage', () => {
    const record = counts()
    record.write([1])
    record.write([])
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('tells the screens of this tab’s changes and another tab’s', () => {
    const record = counts()
    const { result } = renderHook(() => record.use(record.read, []))
    expect(result.current).toEqual([])
    act(() => record.write([4]))
    expect(result.current).toEqual([4])
    act(() => {
      localStorage.setItem(KEY, '[5]')
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    })
    expect(result.current).toEqual([5])
    // Another key's change is not this record's.
    act(() => {
      localStorage.setItem(KEY, '[6]')
      window.dispatchEvent(new StorageEvent('storage', { key: 'another' }))
    })
    expect(result.current).toEqual([5])
  })
})

describe('newestEntries', () => {
  const entries = { a: { at: 1 }, b: { at: 3 }, c: { at: 2 } }

  it('keeps the entries changed last', () => {
    expect(newestEntries(entries, 2)).toEqual({ b: { at: 3 }, c: { at: 2 } })
    expect(newestEntries(entries, 3)).toBe(entries)
  })

  it('keeps the entry named whatever its time', () => {
    expect(Object.keys(newestEntries(entries, 2, 'a')).sort()).toEqual(['a', 'b'])
  })
})
