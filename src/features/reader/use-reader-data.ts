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
 * The story and the chapter a reader shows. The card the link carried paints the story's title
 * until the server's answer arrives; the chapter is asked for by the story's id.
 */
export function useReaderData(language: Language, posttype: ReaderPosttype, slug: string, index: number) {
  const state = useLocation({ select: (location) => location.state.post })
  const navPost = useMemo(() => navPostOf(state, posttype, slug), [state, posttype, slug])
  const detail = useQuery(postDetailQueryOptions(language, posttype, slug))
  const story = detail.data ?? navPost
  const chapter = useQuery({
    ...chapterQueryOptions(language, posttype, story?.id ?? 0, index),
    enabled: story !== undefined,
  })
  return {
    story,
    storyMissing: !story && detail.isError && isNotFound(detail.error),
    storyFailed: !story && detail.isError && !isNotFound(detail.error),
    chapter: chapter.data,
    chapterMissing: !chapter.data && chapter.isError && isNotFound(chapter.error),
    chapterFailed: !chapter.data && chapter.isError && !isNotFound(chapter.error),
    retry: () => {
      if (!detail.data) detail.refetch()
      if (story) chapter.refetch()
    },
  }
}
