import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import {
  libraryJobs,
  libraryJobsPaged,
  libraryRemoved,
  libraryRemovedPaged,
  libraryRescan,
  libraryRestore,
  readerAppsRead,
  readerAppsSave,
} from '../../contract/endpoints/admin.ts'
import type { Language } from '../../contract/languages.ts'
import type {
  adminLibraryJob,
  adminLibraryRemoval,
  adminLibraryWatcher,
} from '../../contract/schemas/admin-library.ts'
import { callData } from '../../shared/api/call.ts'
import { ADMIN_QUERY_PREFIX } from '../../shared/api/private-query.ts'
import { adminQuery, listPage, sendForm } from './api.ts'

export type LibraryJob = v.InferOutput<typeof adminLibraryJob>
export type LibraryWatcher = v.InferOutput<typeof adminLibraryWatcher>
export type LibraryRemoval = v.InferOutput<typeof adminLibraryRemoval>

/** While a job is waiting or running, the page is asked again this often. */
export const LIBRARY_POLL_MS = 5000

export const libraryQuery = (language: Language, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: [ADMIN_QUERY_PREFIX, language, 'library', page] as const,
    queryFn: ({ signal }) => listPage(language, [libraryJobs, libraryJobsPaged], page, { signal }),
    refetchInterval: (query) =>
      query.state.data?.data.some((job) => job.state === 'pending' || job.state === 'running')
        ? LIBRARY_POLL_MS
        : false,
  })

/** `POST /admin/library/rescan/`: queues a scan of the whole library. */
export const rescanLibrary = (language: Language) => sendForm(language, libraryRescan, undefined)

/** The library's items whose post an admin deleted, newest first. */
export const removedQuery = (language: Language, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: [ADMIN_QUERY_PREFIX, language, 'library-removed', page] as const,
    queryFn: ({ signal }) => listPage(language, [libraryRemoved, libraryRemovedPaged], page, { signal }),
  })

/** `POST /admin/library/removed/restore/`: imports a deleted item again (a scan of it is queued). */
export const restoreRemoved = (language: Language, path: string) =>
  sendForm(language, libraryRestore, undefined, { path })

/** Whether reader apps (OPDS catalogues, KOReader's sync) may come in. */
export const readerAppsQuery = (language: Language) =>
  queryOptions({
    ...adminQuery,
    queryKey: [ADMIN_QUERY_PREFIX, language, 'reader-apps'] as const,
    queryFn: ({ signal }) => callData(language, readerAppsRead, { signal }),
  })

/** `POST /admin/reader-apps/`: opens or closes the reader apps' doors. */
export const setReaderApps = (language: Language, open: boolean) =>
  callData(language, readerAppsSave, { body: { open } })
