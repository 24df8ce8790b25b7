import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  adminLibraryPagedRoute,
  adminLibraryRemovedPagedRoute,
  adminLibraryRemovedRoute,
  adminLibraryRescanRoute,
  adminLibraryRestoreRoute,
  adminLibraryRoute,
} from '../../contract/admin-paths.ts'
import type { Language } from '../../contract/languages.ts'
import {
  adminLibraryJob,
  adminLibraryRemoval,
  adminLibraryWatcher,
} from '../../contract/schemas/admin-library.ts'
import { apiRequest } from '../../shared/api/client.ts'
import { ADMIN_QUERY_PREFIX } from '../../shared/api/private-query.ts'
import { adminQuery, paged, postAdminForm } from './api.ts'

export type LibraryJob = v.InferOutput<typeof adminLibraryJob>
export type LibraryWatcher = v.InferOutput<typeof adminLibraryWatcher>
export type LibraryRemoval = v.InferOutput<typeof adminLibraryRemoval>

const libraryPage = v.looseObject({
  status: v.literal('success'),
  data: v.array(adminLibraryJob),
  is_next: v.optional(v.boolean(), false),
  watcher: adminLibraryWatcher,
})
const rescanAnswer = v.looseObject({ status: v.literal('success'), data: v.nullable(adminLibraryJob) })

/** While a job is waiting or running, the page is asked again this often. */
export const LIBRARY_POLL_MS = 5000

export const libraryQuery = (language: Language, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: [ADMIN_QUERY_PREFIX, language, 'library', page] as const,
    queryFn: ({ signal }) =>
      apiRequest(language, paged(adminLibraryRoute, adminLibraryPagedRoute, page), libraryPage, {
        auth: true,
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.data.some((job) => job.state === 'pending' || job.state === 'running')
        ? LIBRARY_POLL_MS
        : false,
  })

/** `POST /admin/library/rescan/`: queues a scan of the whole library. */
export const rescanLibrary = (language: Language) =>
  postAdminForm(language, adminLibraryRescanRoute, rescanAnswer).then((a) => a.data)

const removedPage = v.looseObject({
  status: v.literal('success'),
  data: v.array(adminLibraryRemoval),
  is_next: v.optional(v.boolean(), false),
})
const restoreAnswer = v.looseObject({
  status: v.literal('success'),
  data: v.object({ path: v.string(), queued: v.boolean() }),
})

/** The library's items whose post an admin deleted, newest first. */
export const removedQuery = (language: Language, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: [ADMIN_QUERY_PREFIX, language, 'library-removed', page] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        language,
        paged(adminLibraryRemovedRoute, adminLibraryRemovedPagedRoute, page),
        removedPage,
        {
          auth: true,
          signal,
        },
      ),
  })

/** `POST /admin/library/removed/restore/`: imports a deleted item again (a scan of it is queued). */
export const restoreRemoved = (language: Language, path: string) =>
  postAdminForm(language, adminLibraryRestoreRoute, restoreAnswer, { path }).then((a) => a.data)
