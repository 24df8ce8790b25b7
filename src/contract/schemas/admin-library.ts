import * as v from 'valibot'
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
