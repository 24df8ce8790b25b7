import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { auditQuery } from '../api.ts'
import { auditValue } from '../audit-text.ts'
import { errorMessage } from '../error-message.ts'
import { formatWhen } from '../when.ts'
import { AdminAlert } from './AdminAlert.tsx'
import { AuditActor, AuditSentence } from './AuditSentence.tsx'
import { PagedList } from './PagedList.tsx'

/**
 * The audit log, newest first: what was done, in words with links to what it changed, by whom, when,
 * from which value to which; the log's own codes follow, small, for whoever reads the database.
 */
export function AuditScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Audit log`)
  const [page, setPage] = useState(1)
  const log = useQuery({ ...auditQuery(language, page), placeholderData: keepPreviousData })
  const entries = log.data?.data ?? []
  return (
    <section className="admin-screen" aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title" className="admin-screen__title">
        <Trans>Audit log</Trans>
      </h1>
      <AdminAlert
        message={log.isError ? errorMessage(log.error, t`The audit log could not be loaded.`) : null}
      />
      <PagedList
        list={log}
        page={page}
        onPage={setPage}
        ordered
        empty={<Trans>No change has been made yet.</Trans>}
      >
        {entries.map((entry) => {
          const when = formatWhen(language, entry.created_at)
          return (
            <li key={entry.id} className="admin-card">
              <p className="admin-card__name">
                <AuditSentence entry={entry} language={language} />
              </p>
              <p className="admin-card__email">
                <Trans>
                  by <AuditActor entry={entry} language={language} />,{' '}
                  <time dateTime={entry.created_at}>{when}</time>
                </Trans>
              </p>
              <p className="admin-change">
                <span className="visually-hidden">
                  <Trans>Before:</Trans>{' '}
                </span>
                <span className="admin-change__before">{auditValue(entry.before)}</span>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden">
                  {' '}
                  <Trans>After:</Trans>{' '}
                </span>
                <span className="admin-change__after">{auditValue(entry.after)}</span>
              </p>
              <p className="admin-card__code">
                <span className="visually-hidden">
                  <Trans>As the log writes it:</Trans>{' '}
                </span>
                <code>{entry.action}</code> · <code>{entry.target}</code>
              </p>
            </li>
          )
        })}
      </PagedList>
    </section>
  )
}
