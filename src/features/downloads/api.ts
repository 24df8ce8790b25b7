import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { addressOf } from '../../contract/endpoints/address.ts'
import type { AnyEndpoint } from '../../contract/endpoints/endpoint.ts'
import { chapter, chapterBySlug, chapterList, postDetail } from '../../contract/endpoints/posts.ts'
import type { Language } from '../../contract/languages.ts'
import { CHAPTER_PAGE_SIZE } from '../../contract/limits.ts'
import type { Posttype } from '../../contract/posttypes.ts'
import { type Chapter, chapterResponse } from '../../contract/schemas/chapters.ts'
import type { ChapterSummary } from '../../contract/schemas/detail.ts'
import { apiUrl } from '../../contract/shell-paths.ts'
import { type CallInput, call } from '../../shared/api/call.ts'
import { apiHeaders } from '../../shared/api/client.ts'
import { DETAIL_STALE_MS } from '../../shared/limits.ts'
import type { DownloadPosttype } from './records.ts'

type PostRef = { id: number; slug: string }

export const downloadKeys = {
  all: ['downloads'] as const,
  chapters: (language: Language, posttype: DownloadPosttype, postId: number) =>
    [...downloadKeys.all, language, 'chapters', posttype, postId] as const,
}

/** Every chapter of a story, read page after page of its chapter list: what the download dialog picks from. */
export const allChaptersQueryOptions = (language: Language, posttype: DownloadPosttype, postId: number) =>
  queryOptions({
    queryKey: downloadKeys.chapters(language, posttype, postId),
    queryFn: async ({ signal }) => {
      const chapters: ChapterSummary[] = []
      for (let page = 1; ; page++) {
        const body = await call(language, chapterList, { params: { posttype, postId, page }, signal })
        chapters.push(...body.data)
        if (!body.is_next || body.data.length === 0) return chapters
      }
    },
    staleTime: DETAIL_STALE_MS,
  })

/**
 * A chapter's address as its page asks for it (see the API client): the readers by the post's slug,
 * the film player by the post's id.
 */
export const chapterUrl = (language: Language, posttype: Posttype, post: PostRef, index: number) =>
  posttype === 'movie'
    ? urlOf(language, chapter, { params: { posttype, postId: post.id, chapterIndex: index } })
    : urlOf(language, chapterBySlug, { params: { posttype, slug: post.slug, chapterIndex: index } })
const detailUrl = (language: Language, posttype: Posttype, slug: string) =>
  urlOf(language, postDetail, { params: { posttype, slug } })
/** The reader's chapter drawer (and a film's episode list) opens on the page of the chapter being read. */
const listPageUrl = (language: Language, posttype: Posttype, postId: number, index: number) =>
  urlOf(language, chapterList, { params: { posttype, postId, page: Math.ceil(index / CHAPTER_PAGE_SIZE) } })

/**
 * The answers a chapter's or episode's page asks for, to keep for offline use: the chapter, its
 * story's detail and the page of the chapter list it is on, each as the browser resolves it.
 */
export const pageAnswers = (language: Language, posttype: Posttype, post: PostRef, index: number) =>
  [
    chapterUrl(language, posttype, post, index),
    detailUrl(language, posttype, post.slug),
    listPageUrl(language, posttype, post.id, index),
  ].map(absolute)

/**
 * A call's address, as call() builds it: the answers kept for offline reading are fetched and stored
 * whole (their Response), under the address the pages ask for.
 */
const urlOf = <E extends AnyEndpoint>(language: Language, endpoint: E, input: CallInput<E>) =>
  apiUrl(language, addressOf(endpoint, input))

/** An address as the browser resolves it, so two spellings of one file are one file. */
export const absolute = (url: string) => new URL(url, globalThis.location?.href ?? 'http://localhost/').href

export class DownloadHttpError extends Error {
  readonly status: number
  constructor(status: number) {
    super(`HTTP ${status}`)
    this.name = 'DownloadHttpError'
    this.status = status
  }
}

/** Asks like the API client does, so the server answers the same way; a refusal is an error. */
export async function fetchFile(url: string, signal: AbortSignal): Promise<Response> {
  // A chapter's call as the API client makes it (no member's token: what is downloaded is public).
  const headers = url.includes('/api/v1/') ? apiHeaders() : {}
  const response = await fetch(url, { headers, signal, credentials: 'same-origin' })
  if (!response.ok) throw new DownloadHttpError(response.status)
  return response
}

/** The chapter's answer, kept aside to be stored last: a chapter is readable offline only once whole. */
export async function fetchChapter(
  url: string,
  signal: AbortSignal,
): Promise<{ answer: Response; chapter: Chapter }> {
  const answer = await fetchFile(url, signal)
  const parsed = v.safeParse(
    chapterResponse,
    await answer
      .clone()
      .json()
      .catch(() => undefined),
  )
  if (!parsed.success) throw new DownloadHttpError(answer.status)
  return { answer, chapter: parsed.output.data }
}

/**
 * The images a chapter shows: its pages, or the pictures inside its text, as the reader renders them.
 * The reader's content code (and its sanitiser) loads only once a chapter is downloaded: the
 * downloads page itself does not need it.
 */
export async function chapterImages(chapter: Chapter): Promise<string[]> {
  const { readableContent } = await import('../../shared/html/readable-content.ts')
  const content = readableContent(chapter.content)
  if (content.kind === 'pages') return content.pages.map((page) => page.src)
  if (content.kind === 'empty') return []
  const html = content.kind === 'html' ? content.html : content.blocks.map((block) => block.html).join('')
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return [...doc.querySelectorAll('img[src]')].map((image) => image.getAttribute('src') ?? '')
}

/** Every file a chapter needs offline, its own answer first, each once. */
export async function chapterFiles(
  language: Language,
  posttype: DownloadPosttype,
  post: { id: number; slug: string },
  chapter: Chapter,
): Promise<string[]> {
  const images = (await chapterImages(chapter)).filter((url) => url.trim() !== '').map(absolute)
  return [...new Set([...pageAnswers(language, posttype, post, chapter.index), ...images])]
}
