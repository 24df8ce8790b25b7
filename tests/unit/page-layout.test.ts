import { beforeEach, describe, expect, it } from 'vitest'
import {
  defaultPageLayout,
  readPageLayout,
  setPageLayout,
  viewsOf,
} from '../../src/features/comic-reader/page-layout.ts'
import { PAGE_LAYOUT_KEY } from '../../src/shared/storage-keys.ts'

describe('the views of a chapter a page at a time', () => {
  it('are single pages with one page to a view', () => {
    expect(viewsOf(3, false, true)).toEqual([[0], [1], [2]])
  })

  it('pair the pages after a cover standing alone, a last page without a partner alone', () => {
    expect(viewsOf(6, true, true)).toEqual([[0], [1, 2], [3, 4], [5]])
    expect(viewsOf(5, true, true)).toEqual([[0], [1, 2], [3, 4]])
  })

  it('pair from the first page without the cover alone', () => {
    expect(viewsOf(5, true, false)).toEqual([[0, 1], [2, 3], [4]])
    expect(viewsOf(1, true, false)).toEqual([[0]])
    expect(viewsOf(0, true, true)).toEqual([])
  })
})

describe('the page layout kept on the device', () => {
  beforeEach(() => localStorage.clear())

  it('is one page, the cover alone, until chosen', () => {
    expect(readPageLayout()).toEqual(defaultPageLayout)
  })

  it('is read back as written', () => {
    setPageLayout({ layout: 'auto', coverAlone: false })
    expect(readPageLayout()).toEqual({ layout: 'auto', coverAlone: false })
  })

  it('keeps what it can of a damaged record, and the default for the rest', () => {
    localStorage.setItem(PAGE_LAYOUT_KEY, JSON.stringify({ layout: 'triple', coverAlone: false }))
    expect(readPageLayout()).toEqual({ layout: 'single', coverAlone: false })
    localStorage.setItem(PAGE_LAYOUT_KEY, '{not json')
    expect(readPageLayout()).toEqual(defaultPageLayout)
    localStorage.setItem(PAGE_LAYOUT_KEY, '[1,2]')
    expect(readPageLayout()).toEqual(defaultPageLayout)
  })
})
