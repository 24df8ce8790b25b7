import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { type LibraryRemoval, removedQuery, restoreRemoved } from '../library-api.ts'
import { usePostWords } from '../post-words.ts'
import type { useAdminWrite } from '../use-admin-write.ts'
import { formatWhen } from '../when.ts'
import { AdminPager } from './AdminPager.tsx'

interface RemovedItemsProps {
  language: Language
  write: ReturnType<typeof useAdminWrite>
}

/**
 * The library's items whose post an admin deleted: rescans pass them over (their files stay in the
 * library), until an admin imports one again here. Shown only when there are some.
 */
export function RemovedItems({ language, write }: RemovedItemsProps) {
  const [page, setPage] = useState(1)
  const list = useQuery({ ...removedQuery(language, page), placeholderData: keepPreviousData })
  const items = list.data?.data ?? []
  if (items.length === 0 && page === 1) return null
  return (
    <>
      <h2>
        <Trans>Deleted from the site</Trans>
      </h2>
      <p className="admin-card__email">
        <Trans>
          Their files are still in the library; rescans pass them over until they are imported again.
        </Trans>
      </p>
      <ul className="admin-list" aria-busy={list.isFetching}>
        {items.map((item) => (
          <RemovedItem key={item.path} language={language} item={item} write={write} />
        ))}
      </ul>
      <AdminPager page={page} hasNext={list.data?.is_next ?? false} onPage={setPage} />
    </>
  )
}

function RemovedItem({ language, item, write }: RemovedItemsProps & { item: LibraryRemoval }) {
  const { t } = useLingui()
  const words = usePostWords()
  const title = item.title[language] || item.title.vi || item.path
  const when = formatWhen(language, item.removed_at)
  const by = item.removed_by ?? t`an admin no longer here`
  return (
    <li className="admin-card">
      <p className="admin-card__name">
        {title} · {words.of(item.posttype)}
      </p>
      <p className="admin-card__email">
        <code>{item.path}</code>
      </p>
      <p className="admin-card__email">
        <Trans>
          Deleted by {by} · <time dateTime={item.removed_at}>{when}</time>
        </Trans>
      </p>
      <div className="admin-card__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={write.busy}
          onClick={() =>
            write.run({
              send: () => restoreRemoved(language, item.path),
              done: t`“${title}” will be imported again.`,
            })
          }
        >
          <Trans>Import again</Trans> <span className="visually-hidden">“{title}”</span>
        </button>
      </div>
    </li>
  )
}
