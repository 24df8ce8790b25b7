import * as v from 'valibot'
import { atMostCharacters, say } from './reasons.ts'
import { csrfField, pageParam } from './requests.ts'

/*
 * The library's page in the admin area (paths.ts `adminLibrary…`): the watcher, the jobs with the
 * reports of finished scans, and a rescan.
 */

/** `GET /admin/library/[paged/{page}/]`: the jobs, newest first, one page at a time. */
export const adminLibraryParams = v.object({ page: v.optional(pageParam, '1') })

/** `POST /admin/library/rescan/` */
export const rescanForm = v.object({ csrf_token: csrfField })

const counts = v.record(v.string(), v.number())

/** What a finished scan found: posts and chapters by what happened to them, and the files passed over. */
export const importReportSchema = v.object({
  posts: counts,
  chapters: counts,
  /** The first 500 files passed over, with why. */
  skipped: v.array(v.object({ path: v.string(), reason: v.string() })),
  /** How many were passed over in all. */
  skipped_total: v.number(),
})
/** A finished scan's report as its job keeps it (the first skipped files only, and how many in all). */
export type KeptImportReport = v.InferOutput<typeof importReportSchema>

/** One job of the library's queue. */
export const adminLibraryJob = v.object({
  id: v.number(),
  kind: v.string(),
  /** The library path it works on; '' for the whole library. */
  key: v.string(),
  state: v.picklist(['pending', 'running', 'done', 'failed']),
  attempts: v.number(),
  error: v.nullable(v.string()),
  report: v.nullable(importReportSchema),
  created_at: v.string(),
  updated_at: v.string(),
})

/** The watcher on this server, and the last full scan any server finished. */
export const adminLibraryWatcher = v.object({
  configured: v.boolean(),
  watching: v.boolean(),
  polling: v.boolean(),
  rescan_minutes: v.number(),
  error: v.nullable(v.object({ message: v.string(), at: v.string() })),
  last_scan: v.nullable(v.object({ finished_at: v.string(), state: v.string() })),
})

const libraryPath = { vi: 'phải là một đường dẫn trong thư viện', en: 'must be a path in the library' }

/** `POST /admin/library/removed/restore/`: the item (its path in the library) to import again. */
export const restoreForm = v.object({
  csrf_token: csrfField,
  path: v.pipe(
    v.string(say(libraryPath)),
    v.minLength(1, say(libraryPath)),
    v.maxLength(1000, say(atMostCharacters(1000))),
  ),
})

/** An item of the library whose post an admin deleted: a rescan passes it over until it is restored. */
export const adminLibraryRemoval = v.object({
  path: v.string(),
  posttype: v.string(),
  title: v.object({ vi: v.string(), en: v.string() }),
  removed_at: v.string(),
  /** The admin who deleted it; null once that account is gone. */
  removed_by: v.nullable(v.string()),
})
