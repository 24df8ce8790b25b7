import { i18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import { partCatalogue } from '../../src/shared/i18n/part-catalogue.ts'

describe("a part's catalogue", () => {
  it('is fetched once, and added again to a language activated afresh (a switch away and back)', async () => {
    i18n.loadAndActivate({ locale: 'vi', messages: { home: 'Trang chủ' } })
    const fetchVi = vi.fn(async () => ({ messages: { finder: 'Tìm bạn' } }))
    const load = partCatalogue({ vi: fetchVi, en: async () => ({ messages: { finder: 'Finder' } }) })
    await load('vi')
    expect(i18n._('finder')).toBe('Tìm bạn')

    // The language is activated again with its own catalogue only, as activate.ts does.
    i18n.loadAndActivate({ locale: 'vi', messages: { home: 'Trang chủ' } })
    expect(i18n._('finder')).toBe('finder')
    await load('vi')
    expect(i18n._('finder')).toBe('Tìm bạn')
    expect(i18n._('home')).toBe('Trang chủ')
    expect(fetchVi).toHaveBeenCalledTimes(1)
  })

  it('gives the same promise at every call, as React’s use needs to stop suspending', async () => {
    i18n.loadAndActivate({ locale: 'vi', messages: {} })
    const load = partCatalogue({
      vi: async () => ({ messages: { bookmarks: 'Dấu trang' } }),
      en: async () => ({ messages: {} }),
    })
    const asked = load('vi')
    expect(load('vi')).toBe(asked)
    await asked
    expect(load('vi')).toBe(asked)
  })

  it('asks again after a failed download', async () => {
    let fails = true
    const load = partCatalogue({
      vi: async () => {
        if (fails) throw new Error('offline')
        return { messages: { saved: 'Đã lưu' } }
      },
      en: async () => ({ messages: {} }),
    })
    i18n.loadAndActivate({ locale: 'vi', messages: {} })
    await expect(load('vi')).rejects.toThrow('offline')
    fails = false
    await load('vi')
    expect(i18n._('saved')).toBe('Đã lưu')
  })
})
