import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { errorMessage } from '../error-message.ts'
import { type LibraryJob, type LibraryWatcher, libraryQuery, rescanLibrary } from '../library-api.ts'
import { SkippedFiles } from '../uploads/UploadRow.tsx'
import { useAdminWrite } from '../use-admin-write.ts'
import { formatWhen } from '../when.ts'
import { AdminAlert, AdminStatus } from './AdminAlert.tsx'
import { AdminPager } from './AdminPager.tsx'
import { ReaderAppsSwitch } from './ReaderAppsSwitch.tsx'
import { RemovedItems } from './RemovedItems.tsx'
import { ReportCounts } from './ReportCounts.tsx'
import { VisitorAgeLimit } from './VisitorAgeLimit.tsx'

/** The library: its watcher, the import jobs (running and past) with their reports, and a rescan. */
export function LibraryScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Library`)
  const [page, setPage] = useState(1)
  const list = useQuery({ ...libraryQuery(language, page), placeholderData: keepPreviousData })
  const write = useAdminWrite()
  const jobs = list.data?.data ?? []
  return (
    <section className="admin-screen" aria-labelledby="admin-library-title">
      <h1 id="admin-library-title" className="admin-screen__title">
        <Trans>Library</Trans>
      </h1>
      <div className="admin-card__actions">
        <button
          type="button"
          className="button"
          disabled={write.busy}
          onClick={() =>
            write.run({ send: () => rescanLibrary(language), done: t`A rescan of the library is queued.` })
          }
        >
          <Trans>Rescan the library</Trans>
        </button>
      </div>
      <AdminStatus message={write.done} />
      <AdminAlert
        message={
          write.failed ??
          (list.isError ? errorMessage(list.error, t`The library could not be loaded.`) : null)
        }
      />
      {list.isPending ? <Loading /> : null}
      {list.data ? <WatcherState language={language} watcher={list.data.watcher} /> : null}
      <ReaderAppsSwitch language={language} write={write} />
      <VisitorAgeLimit language={language} write={write} />
      <h2>
        <Trans>Import jobs</Trans>
      </h2>
      {list.isSuccess && jobs.length === 0 ? (
        <p className="admin-empty">
          <Trans>No import job yet.</Trans>
        </p>
      ) : null}
      {jobs.length > 0 ? (
        <ol className="admin-list" aria-busy={list.isFetching}>
          {jobs.map((job) => (
            <JobItem key={job.id} language={language} job={job} />
          ))}
        </ol>
      ) : null}
      <AdminPager page={page} hasNext={list.data?.is_next ?? false} onPage={setPage} />
      <RemovedItems language={language} write={write} />
    </section>
  )
}

function WatcherState({ language, watcher }: { language: Language; watcher: LibraryWatcher }) {
  const minutes = watcher.rescan_minutes
  const last = watcher.last_scan
  const lastWhen = last ? formatWhen(language, last.finished_at) : ''
  const problem = watcher.error
  const problemWhen = problem ? formatWhen(language, problem.at) : ''
  const reason = problem?.message ?? ''
  return (
    <div className="admin-card">
      <h2 className="admin-card__name">
        <Trans>Watcher</Trans>
      </h2>
      <p>
        {!watcher.configured ? (
          <Trans>This server has no library (LIBRARY_DIR is not set).</Trans>
        ) : watcher.watching ? (
          watcher.polling ? (
            <Trans>Watching the library by looking at it now and then.</Trans>
          ) : (
            <Trans>Watching the library.</Trans>
          )
        ) : (
          <Trans>Not watching the library.</Trans>
        )}
      </p>
      {watcher.configured && minutes > 0 ? (
        <p className="admin-card__email">
          <Trans>A full scan every {minutes} minutes.</Trans>
        </p>
      ) : null}
      {last ? (
        <p className="admin-card__email">
          {last.state === 'done' ? (
            <Trans>
              Last full scan finished <time dateTime={last.finished_at}>{lastWhen}</time>.
            </Trans>
          ) : (
            <Trans>
              Last full scan failed <time dateTime={last.finished_at}>{lastWhen}</time>.
            </Trans>
          )}
        </p>
      ) : null}
      {problem ? (
        <p className="admin-upload__error">
          <Trans>
            The watcher failed <time dateTime={problem.at}>{problemWhen}</time>: {reason}
          </Trans>
        </p>
      ) : null}
    </div>
  )
}

function JobItem({ language, job }: { language: Language; job: LibraryJob }) {
  const { t } = useLingui()
  const states: Record<LibraryJob['state'], string> = {
    pending: t`waiting`,
    running: t`running`,
    done: t`done`,
    failed: t`failed`,
  }
  const kinds: Record<string, string> = { scan: t`Scan`, package: t`Package`, upload: t`Upload` }
  const what = job.key || t`the whole library`
  const state = states[job.state]
  const kind = kinds[job.kind] ?? job.kind
  const when = formatWhen(language, job.updated_at)
  const report = job.report
  const skipped = report?.skipped_total ?? 0
  return (
    <li className="admin-card">
      <p className="admin-card__name">
        {kind}: <code>{what}</code>
      </p>
      <p className="admin-card__email">
        <Trans>
          {state} · <time dateTime={job.updated_at}>{when}</time>
        </Trans>
      </p>
      {job.error ? <p className="admin-upload__error">{job.error}</p> : null}
      {report ? (
        <details className="admin-report">
          <summary>
            <Trans>Report ({skipped} files skipped)</Trans>
          </summary>
          <dl className="admin-report__counts">
            <ReportCounts name={t`Posts`} counts={report.posts} />
            <ReportCounts name={t`Chapters`} counts={report.chapters} />
          </dl>
          <SkippedFiles skipped={report.skipped} />
          {report.skipped_total > report.skipped.length ? (
            <p className="admin-card__email">
              <Trans>Only the first files skipped are named here; the server's log names them all.</Trans>
            </p>
          ) : null}
        </details>
      ) : null}
    </li>
  )
}
