import { infiniteQueryOptions } from '@tanstack/react-query'
import { libraryUpdates } from '../../contract/endpoints/library-sync.ts'
import type { Language } from '../../contract/languages.ts'
import { callData } from '../../shared/api/call.ts'

/** Updates' key: per sign-in (a tag of its token), so one member's never shows to the next. */
export const updatesKey = (session: string) => ['updates', session] as const

/** How often Updates are asked for while they are on screen (the menu's count included). */
const LOOK_EVERY_MS = 60_000

/**
 * The member's Updates, page by page. Kept with the app's cache (IndexedDB), like the library they
 * come from: what was fetched reads offline.
 */
export const updatesQueryOptions = (language: Language, session: string) =>
  infiniteQueryOptions({
    queryKey: [...updatesKey(session), language],
    queryFn: ({ pageParam, signal }) =>
      callData(language, libraryUpdates, { query: pageParam ? { before: pageParam } : {}, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: LOOK_EVERY_MS / 2,
    refetchInterval: LOOK_EVERY_MS,
  })
