import { basename } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { backupList, backupNow } from '../../src/contract/endpoints/admin.ts'
import type { AdminBackups } from '../../src/contract/schemas/admin-backups.ts'
import { engineOf } from '../backup/database-io.ts'
import type { Config } from '../config.ts'
import type { ServerContext } from '../context.ts'
import { serve } from '../http/endpoints.ts'
import { HttpError } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import { audit } from './audit.ts'

/** The schedule and the backups in its folder, newest first; the folder's path stays here. */
async function backupsOf(config: Config): Promise<AdminBackups> {
  const schedule = config.backup
  if (!schedule)
    return {
      configured: false,
      every_hours: 0,
      keep: 0,
      media_included: false,
      next_due_at: null,
      backups: [],
    }
  const { listBackups } = await import('../backup/schedule.ts')
  const found = await listBackups(schedule.dir)
  const newest = found[0]
  // With none yet, the schedule takes one at its next look (backup/schedule.ts).
  const nextDue = newest ? new Date(newest.takenAt.getTime() + schedule.everyHours * 3_600_000) : new Date()
  return {
    configured: true,
    every_hours: schedule.everyHours,
    keep: schedule.keep,
    media_included: schedule.includeFiles,
    next_due_at: nextDue.toISOString(),
    backups: found.map((backup) => ({
      name: backup.name,
      bytes: backup.bytes,
      taken_at: backup.takenAt.toISOString(),
    })),
  }
}

/**
 * The backups in the admin area: those the server takes on its schedule (BACKUP_DIR), and one taken
 * now, of the schedule's kind (media as BACKUP_MEDIA says, the last BACKUP_KEEP kept). One at a time
 * on a server: a backup holds a snapshot of the database, and on the embedded one every query waits
 * behind it. The backup's code is loaded when first used: a server without BACKUP_DIR never holds it.
 */
export function adminBackupRoutes(api: FastifyInstance, ctx: ServerContext) {
  let underWay = false
  const places = { mediaDir: ctx.config.mediaDir, uploadsDir: ctx.config.uploadsDir }

  serve(api, ctx, backupList, () => backupsOf(ctx.config))

  serve(api, ctx, backupNow, async ({ request, member: admin }) => {
    const schedule = ctx.config.backup
    if (!schedule) throw new HttpError(409, localized(request, messages.noBackups))
    if (underWay) throw new HttpError(409, localized(request, messages.backupUnderWay))
    underWay = true
    try {
      const { takeScheduledBackup } = await import('../backup/schedule.ts')
      const summary = await takeScheduledBackup(schedule, engineOf(ctx.db), places, new Date())
      await audit(
        ctx.db,
        { memberId: admin.id, email: admin.email },
        {
          action: 'site.backup',
          target: 'site:backup',
          after: {
            name: basename(summary.file),
            bytes: summary.bytes,
            media_included: summary.filesIncluded,
          },
        },
      )
    } finally {
      underWay = false
    }
    return backupsOf(ctx.config)
  })
}
