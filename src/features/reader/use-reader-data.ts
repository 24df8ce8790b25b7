import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Language } from '../../contract/languages.ts'
import { chapterNotFound } from '../../contract/schemas/chapters.ts'
import { isApiError } from '../../shared/api/api-error.ts'
import { navPostOf, postDetailQueryOptions } from '../detail/index.ts'
import { chapterQueryOptions, type ReaderPosttype } from './api.ts'

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404

/** Which of the two a chapter's 404 says is missing: the story, or its chapter (the contract's words). */
export const missingOf = (error: unknown) => {
  if (!isNotFound(error)) return undefined
  return (error as Error).message === chapterNotFound.post ? 'story' : 'chapter'
}

/**
 * The story and the chapter a reader shows, from one call: the chapter answer brings its story as a
 * card, and a 404 says which of the two is missing. The card the link carried (or a story seen before)
 * paints the titles until it arrives. Only when a story that exists lacks the chapter, and was never
 * seen, is the story asked for: for its title and the way back to it.
 */
export function useReaderData(language: Language, posttype: ReaderPosttype, slug: string, index: number) {
  const state = useLocation({ select: (location) => location.state.post })
  const navPost = useMemo(() => navPostOf(state, posttype, slug), [state, posttype, slug])
  // The route's loader has asked for it as the chapter opened: the page makes that one call, and a
  // chapter found missing stays missing as the page is drawn (on the server too), not asked again.
  const chapter = useQuery({
    ...chapterQueryOptions(language, posttype, slug, index),
    refetchOnMount: false,
    retryOnMount: false,
  })
  const missing = chapter.data ? undefined : missingOf(chapter.error)
  // Read from the cache whenever it is there; fetched only for a missing chapter's story.
  const detail = useQuery({
    ...postDetailQueryOptions(language, posttype, slug),
    enabled: missing === 'chapter' && !navPost,
  })
  const story = missing === 'story' ? undefined : (chapter.data?.comic ?? navPost ?? detail.data)
  const chapterFailed = !chapter.data && chapter.isError && !missing
  return {
    story,
    storyMissing: missing === 'story' || (!story && detail.isError && isNotFound(detail.error)),
    storyFailed: !story && ((detail.isError && !isNotFound(detail.error)) || chapterFailed),
    chapter: chapter.data,
    chapterMissing: missing === 'chapter' && story !== undefined,
    chapterFailed,
    retry: () => {
      if (detail.isError) detail.refetch()
      chapter.refetch()
    },
  }
}
