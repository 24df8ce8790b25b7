/**
 * The public reads the API bench sends: one fixed address per endpoint (answered from the public
 * cache after the first), and a wide set of varied addresses (pages, sorts, searches, details,
 * chapters of the whole catalogue) for reads the database has to answer.
 */

import { posttypes } from '../../src/contract/posttypes.ts'
import { listSorts, searchSorts } from '../../src/contract/sorts.ts'

type Card = { id: number; slug: string; title: string; episode_total: number }

async function data<T>(api: string, path: string): Promise<T> {
  const res = await fetch(api + path)
  const body = (await res.json()) as { status: string; message?: string; data: T }
  if (body.status !== 'success') throw new Error(`${path}: ${body.message}`)
  return body.data
}

/** One address per endpoint, with a real post, chapter and search term from the catalogue. */
export async function fixedTargets(base: string) {
  const api = `${base}/vi/api/v1`
  const list = await data<Card[]>(api, '/posts/lists/comic/')
  const post = list.find((p) => p.episode_total > 0) ?? list[0]
  if (!post) throw new Error('the catalogue has no comics: start the server once to load the demo')
  const word = String(post.title).split(/\s+/)[0] ?? 'a'
  // How hard the search is depends on how many titles the word begins: say so with the figures.
  const matches = (await fetch(`${api}/posts/search/?q=${encodeURIComponent(word)}`).then((r) =>
    r.json(),
  )) as {
    total?: number
  }
  console.log(`search term: "${word}" (${matches.total ?? '?'} matching titles)`)
  return {
    home: '/vi/api/v1/home/index/',
    detail: `/vi/api/v1/posts/detail/comic/${post.slug}/`,
    list: '/vi/api/v1/posts/lists/comic/?sortby=views_day__desc',
    'chapter list': `/vi/api/v1/posts/listchapter/comic/${post.id}/paged/1/`,
    chapter: `/vi/api/v1/posts/chapter/comic/${post.id}/1`,
    search: `/vi/api/v1/posts/search/?q=${encodeURIComponent(word)}`,
  }
}

/** The address of a comic's detail page, as people open it. */
export async function detailPage(base: string): Promise<string> {
  const [post] = await data<Card[]>(`${base}/vi/api/v1`, '/posts/lists/comic/')
  if (!post) throw new Error('the catalogue has no comics: start the server once to load the demo')
  return `/vi/comic/${post.slug}/`
}

/** Every page, sort, post, chapter and title word of the catalogue's first pages, in both languages. */
export async function variedPaths(base: string): Promise<string[]> {
  const api = `${base}/vi/api/v1`
  const paths: string[] = []
  const words = new Set<string>()
  for (const lang of ['vi', 'en']) {
    for (const posttype of posttypes) {
      paths.push(`/${lang}/api/v1/home/${posttype}/`, `/${lang}/api/v1/${posttype}/lists/categories/`)
      for (const sort of listSorts) {
        for (const page of [1, 2, 3]) {
          paths.push(
            `/${lang}/api/v1/posts/lists/${posttype}/${page > 1 ? `paged/${page}/` : ''}?sortby=${sort}`,
          )
        }
      }
    }
  }
  for (const posttype of posttypes) {
    for (const card of await data<Card[]>(api, `/posts/lists/${posttype}/`)) {
      for (const word of card.title.split(/\s+/).slice(0, 2))
        if (word.length > 1) words.add(word.toLowerCase())
      for (const lang of ['vi', 'en']) {
        paths.push(`/${lang}/api/v1/posts/detail/${posttype}/${card.slug}/`)
        if (card.episode_total > 0) {
          paths.push(`/${lang}/api/v1/posts/listchapter/${posttype}/${card.id}/paged/1/`)
          for (let index = 1; index <= Math.min(card.episode_total, 5); index++) {
            paths.push(`/${lang}/api/v1/posts/chapter/${posttype}/${card.id}/${index}`)
          }
        }
      }
    }
  }
  for (const word of words) {
    for (const sort of searchSorts)
      paths.push(`/vi/api/v1/posts/search/?q=${encodeURIComponent(word)}&sortby=${sort}`)
  }
  return paths
}
