import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { BackupSchedule } from '../config.ts'
import { repeat } from '../jobs.ts'
import type { Engine } from './database-io.ts'
import { type BackupPlaces, type BackupSummary, takeBackup } from './take.ts'

/** A scheduled backup's name: when it was taken, in UTC, so names sort as times do. */
const NAME = /^mot-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.zip$/
export const backupName = (at: Date) =>
  `mot-backup-${at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.zip`

/** How often the schedule looks whether a backup is due: a restart never skips one for long. */
const CHECK_MS = 10 * 60_000

export interface BackupFile {
  name: string
  bytes: number
  takenAt: Date
}

/** The scheduled backups in `dir`, newest first (whole ones only: a backup is renamed when whole). */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  const found: BackupFile[] = []
  for (const name of names) {
    const m = NAME.exec(name)
    if (!m) continue
    const [, y, mo, d, h, mi, s] = m
    const info = await stat(join(dir, name)).catch(() => undefined)
    if (info?.isFile())
      found.push({ name, bytes: info.size, takenAt: new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`) })
  }
  return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime())
}

/**
 * One backup of the schedule's kind, named by `at`, and then only the last BACKUP_KEEP kept: what the
 * schedule takes when one is due, and an admin's "back up now" (admin/backups.ts).
 */
export async function takeScheduledBackup(
  schedule: BackupSchedule,
  engine: Engine,
  places: BackupPlaces,
  at: Date,
): Promise<BackupSummary> {
  const summary = await takeBackup(engine, places, join(schedule.dir, backupName(at)), {
    includeFiles: schedule.includeFiles,
  })
  for (const old of (await listBackups(schedule.dir)).slice(schedule.keep)) {
    await rm(join(schedule.dir, old.name), { force: true })
    await rm(join(schedule.dir, `${old.name}.sha256`), { force: true })
  }
  return summary
}

/**
 * Takes a backup when the newest in the folder is BACKUP_HOURS old (or there is none), then keeps
 * the last BACKUP_KEEP. It is site-wide work (db/leader.ts): with several servers, the one leading
 * takes it, and the folder's newest backup, not a timer, says when one is due, so a new leader or a
 * restart neither repeats nor skips one.
 */
export function scheduleBackups(
  schedule: BackupSchedule,
  engine: Engine,
  places: BackupPlaces,
  now: () => Date = () => new Date(),
  checkMs = CHECK_MS,
) {
  return repeat(
    'scheduled backup',
    async () => {
      const [newest] = await listBackups(schedule.dir)
      const at = now()
      if (newest && at.getTime() - newest.takenAt.getTime() < schedule.everyHours * 3_600_000) return
      await takeScheduledBackup(schedule, engine, places, at)
    },
    Math.min(checkMs, schedule.everyHours * 3_600_000),
  )
}
