import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import { formatBytes } from '../../../shared/i18n/format-bytes.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { type AdminBackups, backUpNow, backupsQuery } from '../backups-api.ts'
import { errorMessage } from '../error-message.ts'
import { useAdminWrite } from '../use-admin-write.ts'
import { formatFromNow, formatWhen } from '../when.ts'
import { AdminAlert, AdminStatus } from './AdminAlert.tsx'

/**
 * The backups the server takes into BACKUP_DIR on its schedule: how often, how many are kept,
 * whether the media are inside, when the next is due, those in the folder with their size and age,
 * and one taken now. Without BACKUP_DIR, what to set to have them.
 */
export function BackupsScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Backups`)
  const list = useQuery(backupsQuery(language))
  const write = useAdminWrite()
  const state = list.data
  return (
    <section className="admin-screen" aria-labelledby="admin-backups-title">
      <h1 id="admin-backups-title" className="admin-screen__title">
        <Trans>Backups</Trans>
      </h1>
      {state?.configured ? (
        <div className="admin-card__actions">
          <button
            type="button"
            className="button"
            disabled={write.busy}
            onClick={() =>
              write.run({
                send: () => backUpNow(language),
                done: t`The backup is taken: it is the first in the list.`,
              })
            }
          >
            {write.busy ? <Trans>Backing up…</Trans> : <Trans>Back up now</Trans>}
          </button>
        </div>
      ) : null}
      <AdminStatus
        message={write.busy ? t`Backing up: this can take a few minutes on a large site.` : write.done}
      />
      <AdminAlert
        message={
          write.failed ??
          (list.isError ? errorMessage(list.error, t`The backups could not be loaded.`) : null)
        }
      />
      {list.isPending ? <Loading /> : null}
      {state && !state.configured ? <NotConfigured /> : null}
      {state?.configured ? <Schedule language={language} state={state} /> : null}
      {state?.configured ? <BackupTable language={language} backups={state.backups} /> : null}
    </section>
  )
}

/** What an operator sets to have the server take backups, and the commands that work without. */
function NotConfigured() {
  const backup = 'npm run backup -- <file>'
  const restore = 'npm run restore -- <file>'
  return (
    <div className="admin-card">
      <p>
        <Trans>This server takes no backups on its own: BACKUP_DIR is not set.</Trans>
      </p>
      <p>
        <Trans>
          To have it take them, set <code>BACKUP_DIR</code> (the folder they go to), <code>BACKUP_HOURS</code>{' '}
          (how often), <code>BACKUP_KEEP</code> (how many are kept) and <code>BACKUP_MEDIA</code> (
          <code>false</code> leaves the media out) in the server's settings, then restart it.
        </Trans>
      </p>
      <p>
        <Trans>
          On the server, a backup can also be taken with <code>{backup}</code> and restored with{' '}
          <code>{restore}</code>.
        </Trans>
      </p>
    </div>
  )
}

function Schedule({ language, state }: { language: Language; state: AdminBackups }) {
  const hours = state.every_hours
  const keep = state.keep
  const due = state.next_due_at
  const dueWhen = due ? formatWhen(language, due) : ''
  const dueIn = due ? formatFromNow(language, due) : ''
  const overdue = due !== null && Date.parse(due) <= Date.now()
  return (
    <div className="admin-card">
      <h2 className="admin-card__name">
        <Trans>Schedule</Trans>
      </h2>
      <dl className="admin-figures__facts">
        <dt>
          <Trans>How often</Trans>
        </dt>
        <dd>
          <Plural value={hours} _1="Every hour" other="Every # hours" />
        </dd>
        <dt>
          <Trans>Kept</Trans>
        </dt>
        <dd>
          <Plural value={keep} _1="Only the newest" other="The newest #" />
        </dd>
        <dt>
          <Trans>Media and uploads</Trans>
        </dt>
        <dd>
          {state.media_included ? (
            <Trans>Inside each backup</Trans>
          ) : (
            <Trans>Not inside: only their list, with each file's checksum</Trans>
          )}
        </dd>
        <dt>
          <Trans>Next backup</Trans>
        </dt>
        <dd>
          {!due ? null : overdue ? (
            <Trans>Due now: the server takes it within minutes</Trans>
          ) : (
            <Trans>
              <time dateTime={due}>{dueWhen}</time> ({dueIn})
            </Trans>
          )}
        </dd>
      </dl>
    </div>
  )
}

function BackupTable({ language, backups }: { language: Language; backups: AdminBackups['backups'] }) {
  if (backups.length === 0) {
    return (
      <p className="admin-empty">
        <Trans>No backup yet.</Trans>
      </p>
    )
  }
  return (
    <div className="admin-card">
      <table className="admin-figures__table admin-backups">
        <caption>
          <Trans>Backups in the folder, newest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>File</Trans>
            </th>
            <th scope="col">
              <Trans>Size</Trans>
            </th>
            <th scope="col">
              <Trans>Taken</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {backups.map((backup) => (
            <tr key={backup.name}>
              <th scope="row">
                <code>{backup.name}</code>
              </th>
              <td>{formatBytes(backup.bytes, language)}</td>
              <td>
                <time dateTime={backup.taken_at} title={formatWhen(language, backup.taken_at)}>
                  {formatFromNow(language, backup.taken_at)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
