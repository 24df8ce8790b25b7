import type { QueryClient } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import { readableContent } from '../../shared/html/readable-content.ts'
import { chapterQueryOptions, type ReaderPosttype } from './api.ts'

/** Pages of the next chapter fetched ahead, so its first screen shows the moment it opens. */
const PRELOADED_PAGES = 3

/**
 * Fetches the images and decodes them too, off the main thread: decoding a page image as it is
 * first drawn took 40-50 ms of the move to the next chapter, and the browser keeps the decoded copy.
 */
export function preloadImages(urls: readonly string[]) {
  for (const url of urls) {
    const image = new Image()
    image.decoding = 'async'
    image.src = url
    // A page that fails to load is drawn (or not) when its chapter opens, as without a preload; an
    // engine without decode() (older ones, test doms) decodes it then too.
    if (typeof image.decode === 'function') image.decode().catch(() => {})
  }
}

/**
 * Resolves once the image is loaded and decoded, ready to be drawn at once; also when it fails, as
 * its page then shows its own retry. An engine without decode() (older ones, test doms) is not
 * waited for: its page is drawn as it comes, as before.
 */
export function drawnImage(url: string): Promise<void> {
  const image = new Image()
  image.decoding = 'async'
  image.src = url
  if (typeof image.decode !== 'function') return Promise.resolve()
  return image.decode().catch(() => {})
}

/** The next chapter's answer and its first pages, fetched ahead (see usePrefetchNext). */
export function prefetchNext(
  queryClient: QueryClient,
  language: Language,
  posttype: ReaderPosttype,
  slug: string,
  nextIndex: number,
) {
  const options = chapterQueryOptions(language, posttype, slug, nextIndex)
  return (
    queryClient
      .fetchQuery({ ...options, staleTime: 60_000 })
      .then((next) => {
        const content = readableContent(next.content)
        if (content.kind === 'pages') {
          preloadImages(content.pages.slice(0, PRELOADED_PAGES).map((page) => page.src))
        }
      })
      // Not fetched ahead: the chapter loads when it opens, as it would have anyway.
      .catch(() => {})
  )
}
