import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Language } from '../../contract/languages.ts'
import { isApiError } from '../../shared/api/api-error.ts'
import { postDetailQueryOptions } from '../detail/api.ts'
import { navPostOf } from '../detail/params.ts'
import { chapterQueryOptions, type ReaderPosttype } from './api.ts'

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404

/**
 * The story and the chapter a reader shows, from one call: the chapter answer brings its story as a
 * card. The card the link carried (or a story seen before) paints the titles until it arrives. Only
 * when the chapter is not found, and the story was never seen, is the story asked for: to say which
 * of the two is missing.
 */
export function useReaderData(language: Language, posttype: ReaderPosttype, slug: string, index: number) {
  const state = useLocation({ select: (location) => location.state.post })
  const navPost = useMemo(() => navPostOf(state, posttype, slug), [state, posttype, slug])
  // The route's loader has asked for it as the chapter opened: the page makes that one call.
  const chapter = useQuery({ ...chapterQueryOptions(language, posttype, slug, index), refetchOnMount: false })
  const notFound = !chapter.data && chapter.isError && isNotFound(chapter.error)
  // Read from the cache whenever it is there; fetched only to tell a missing story from a missing chapter.
  const detail = useQuery({
    ...postDetailQueryOptions(language, posttype, slug),
    enabled: notFound && !navPost,
  })
  const story = chapter.data?.comic ?? navPost ?? detail.data
  const chapterFailed = !chapter.data && chapter.isError && !notFound
  return {
    story,
    storyMissing: !story && detail.isError && isNotFound(detail.error),
    storyFailed: !story && ((detail.isError && !isNotFound(detail.error)) || chapterFailed),
    chapter: chapter.data,
    chapterMissing: notFound && story !== undefined,
    chapterFailed,
    retry: () => {
      if (detail.isError) detail.refetch()
      chapter.refetch()
    },
  }
}
