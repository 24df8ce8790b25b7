import { chapterPagePath, postPagePath } from '../../src/contract/post-paths.ts'

/** Pages of the catalogue a server holds, found through its API rather than named by slug, at the addresses the site's links write. */

interface Card {
  id: number
  slug: string
  title: string
  episode_total: number
}

async function list(base: string, posttype: 'comic' | 'novel'): Promise<Card[]> {
  const response = await fetch(`${base}/vi/api/v1/posts/lists/${posttype}/`)
  const body = (await response.json()) as { status: string; message?: string; data: Card[] }
  if (body.status !== 'success') throw new Error(`the ${posttype} list: ${body.message}`)
  return body.data
}

/** A story with at least this many chapters (the first such on the list). */
async function storyWith(base: string, posttype: 'comic' | 'novel', chapters: number) {
  const story = (await list(base, posttype)).find((card) => card.episode_total >= chapters)
  if (!story)
    throw new Error(`the catalogue has no ${posttype} of ${chapters}+ chapters: is the demo loaded?`)
  return story
}

/** The content of one chapter as the API gives it (a comic's page images, a novel's text). */
export async function chapterContent(base: string, posttype: 'comic' | 'novel', id: number, index: number) {
  const response = await fetch(`${base}/vi/api/v1/posts/chapter/${posttype}/${id}/${index}`)
  const body = (await response.json()) as { status: string; data: { content: unknown } }
  return body.data.content
}

export interface DemoPages {
  home: string
  detail: string
  comicReader: string
  novelReader: string
  search: string
  comic: Card
  novel: Card
}

/** The five screens the issue names, in Vietnamese (the product's first language). */
export async function demoPages(base: string): Promise<DemoPages> {
  const comic = await storyWith(base, 'comic', 3)
  // A novel whose first chapter is text, the reader's usual case (some demo novels are pages).
  const novels = (await list(base, 'novel')).filter((card) => card.episode_total >= 2)
  let novel: Card | undefined
  for (const candidate of novels) {
    const content = await chapterContent(base, 'novel', candidate.id, 1)
    // Text is one HTML string or `{ blocks }`; an array is page images.
    if (
      typeof content === 'string' ||
      (typeof content === 'object' && content !== null && !Array.isArray(content))
    ) {
      novel = candidate
      break
    }
  }
  if (!novel) throw new Error('the catalogue has no novel with a text chapter: is the demo loaded?')
  const word = comic.title.split(/\s+/)[0] ?? comic.title
  return {
    home: '/vi',
    detail: postPagePath('vi', 'comic', comic.slug),
    comicReader: chapterPagePath('vi', 'comic', comic.slug, 1),
    novelReader: chapterPagePath('vi', 'novel', novel.slug, 1),
    search: `/vi/search?q=${encodeURIComponent(word)}`,
    comic,
    novel,
  }
}
