import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { followedOf } from '../../entities/library/follows.ts'
import { useLibrary } from '../../entities/library/use-library.ts'
import { updatesKey } from './api.ts'

/**
 * Updates asked for again as soon as the member's library says a followed post has a new chapter:
 * the library's sync looks every few seconds (its tag moves with those chapters), so news shows on
 * every device well within the minute, without Updates asking the server that often themselves.
 */
export function useFreshUpdates(session: string) {
  const news = followedOf(useLibrary())
    .map((post) => `${post.id}:${post.updated ?? 0}:${post.unread ?? 0}`)
    .join()
  const client = useQueryClient()
  const seen = useRef(news)
  useEffect(() => {
    if (news === seen.current) return
    seen.current = news
    void client.invalidateQueries({ queryKey: updatesKey(session) })
  }, [news, client, session])
}
