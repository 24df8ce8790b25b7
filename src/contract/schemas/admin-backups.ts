import * as v from 'valibot'
import { csrfField } from './member-rules.ts'

/*
 * The backups screen in the admin area (admin-paths.ts `adminBackupsRoute`): the backups the server
 * takes into BACKUP_DIR on its schedule, and one taken now. The folder's path stays on the server.
 */

/** One whole backup in the folder. */
export const adminBackup = v.object({
  /** Its file name (`mot-backup-YYYYMMDD-HHMMSS.zip`, when it was taken in UTC). */
  name: v.string(),
  bytes: v.number(),
  taken_at: v.string(),
})

/** `GET /admin/backups/`: the schedule (or none: BACKUP_DIR not set) and its backups, newest first. */
export const adminBackups = v.object({
  configured: v.boolean(),
  every_hours: v.number(),
  keep: v.number(),
  /** Whether the media and uploads are inside, or only their list with each file's checksum. */
  media_included: v.boolean(),
  /** When the schedule takes the next: the newest backup's time and `every_hours`; null without one. */
  next_due_at: v.nullable(v.string()),
  backups: v.array(adminBackup),
})
export type AdminBackups = v.InferOutput<typeof adminBackups>

/** `POST /admin/backups/`: takes a backup now. */
export const backupNowForm = v.object({ csrf_token: csrfField })
