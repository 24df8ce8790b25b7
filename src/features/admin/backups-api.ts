import { queryOptions } from '@tanstack/react-query'
import { backupList, backupNow } from '../../contract/endpoints/admin.ts'
import type { Language } from '../../contract/languages.ts'
import { callData } from '../../shared/api/call.ts'
import { ADMIN_QUERY_PREFIX } from '../../shared/api/private-query.ts'
import { adminQuery, sendForm } from './api.ts'

export type { AdminBackups } from '../../contract/schemas/admin-backups.ts'

/** While the screen is open, its list is asked again this often: ages move on, the schedule adds one. */
export const BACKUPS_POLL_MS = 60_000

/** The schedule of the backups the server takes, and those in its folder, newest first. */
export const backupsQuery = (language: Language) =>
  queryOptions({
    ...adminQuery,
    queryKey: [ADMIN_QUERY_PREFIX, language, 'backups'] as const,
    queryFn: ({ signal }) => callData(language, backupList, { signal }),
    refetchInterval: BACKUPS_POLL_MS,
  })

/** `POST /admin/backups/`: takes a backup now; answers the list with it. */
export const backUpNow = (language: Language) => sendForm(language, backupNow, undefined)
