import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  adminLibraryPagedRoute,
  adminLibraryRescanRoute,
  adminLibraryRoute,
} from '../../contract/admin-paths.ts'
import type { Language } from '../../contract/languages.ts'
import { adminLibraryJob, adminLibraryWatcher } from '../../contract/schemas/admin-library.ts'
import { apiRequest } from '../../shared/api/client.ts'
import { ADMIN_QUERY_PREFIX } from '../../shared/api/private-query.ts'
import { adminQuery, paged, postAdminForm } from './api.ts'

export type LibraryJob = v.InferOutput<typeof adminLibraryJob>
export type LibraryWatcher = v.InferOutput<typeof adminLibraryWatcher>

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
