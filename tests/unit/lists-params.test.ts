import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { categoryPagePath, personPagePath } from '../../src/contract/page-paths.ts'
import { listSorts } from '../../src/contract/sorts.ts'
import { postListPage } from '../../src/features/lists/api.ts'
import { viewMorePath } from '../../src/features/lists/list-links.ts'
import { listSearchSchema, listSourceOfSearch } from '../../src/features/lists/list-params.ts'
import { ok, stubFetch } from './api-stub.ts'

const sourceOf = (search: Record<string, unknown>) => listSourceOfSearch(v.parse(listSearchSchema, search))

describe('the list call (spec §7: {api}[/{categorySlug}][/paged/{n} when n>1]/?sortby={sort})', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('names the page only after the first, and always the sort', async () => {
    const { calls } = stubFetch(() => ok([], { is_next: false, paged: 1, page: 1 }))
    const source = { posttype: 'comic', sort: 'views_day__desc' } as const
    await postListPage(source, 1, 'vi')
    await postListPage(source, 2, 'vi')
    await postListPage({ ...source, category: 'hai-huoc', sort: 'created_at__desc' }, 3, 'vi')
    expect(calls.map((call) => call.path)).toEqual([
      '/posts/lists/comic/?sortby=views_day__desc',
      '/posts/lists/comic/paged/2/?sortby=views_day__desc',
      '/posts/lists/comic/hai-huoc/paged/3/?sortby=created_at__desc',
    ])
  })

  it('has the six list sorts of spec §9, trending first, and the site’s top rated', () => {
    expect(listSorts).toEqual([
      'views_day__desc',
      'created_at__desc',
      'updated_at__desc',
      'like_count__desc',
      'views_week__desc',
      'rating_total__desc',
      'rating_bayes__desc',
    ])
  })
})

describe("/list's search", () => {
  it('takes the post type from the api, trending by default, with an optional category', () => {
    expect(sourceOf({ api: '/posts/lists/novel/' })).toEqual({
      posttype: 'novel',
      category: undefined,
      sort: 'views_day__desc',
    })
    expect(sourceOf({ api: '/posts/lists/game', sortby: 'like_count__desc', category: 'dua-xe' })).toEqual({
      posttype: 'game',
      category: 'dua-xe',
      sort: 'like_count__desc',
    })
  })

  it('lets the api win over a posttype that disagrees with it', () => {
    expect(sourceOf({ api: '/posts/lists/movie/', posttype: 'comic', type: 'game' })?.posttype).toBe('movie')
  })

  it('has no list without an api, or with one that is not a list of the catalogue', () => {
    for (const api of [
      undefined,
      '',
      '/posts/lists/',
      '/posts/lists/comic/hai-huoc/',
      '/posts/lists/comic/../../auth/me',
      '//evil.example/posts/lists/comic/',
      'https://evil.example/posts/lists/comic/',
      '/posts/search/',
    ]) {
      expect(sourceOf({ api }), String(api)).toBeNull()
    }
  })

  it('drops an unknown sort or a category that is not a slug instead of failing', () => {
    const source = sourceOf({ api: '/posts/lists/comic/', sortby: 'views__desc', category: '../x' })
    expect(source).toEqual({ posttype: 'comic', category: undefined, sort: 'views_day__desc' })
    expect(sourceOf({ api: '/posts/lists/comic/', category: 2024 })?.category).toBe('2024')
  })
})

describe('links into the lists', () => {
  it('a dashboard list views more at /{lang}/{type}/{sort or all}/lists', () => {
    expect(viewMorePath('vi', 'comic', 'like_count__desc')).toBe('/vi/comic/like_count__desc/lists')
    expect(viewMorePath('en', 'movie')).toBe('/en/movie/all/lists')
    expect(viewMorePath('en', 'movie', 'views__desc')).toBe('/en/movie/all/lists')
  })

  it("category and actor pages are linked at their canonical address, without spec §2's last slash (which opens them too)", () => {
    expect(categoryPagePath('vi', 'game', 'dua-xe')).toBe('/vi/game/category/dua-xe')
    expect(personPagePath('en', 'ly-bao-ngoc')).toBe('/en/actor/ly-bao-ngoc')
  })
})
