import { Trans, useLingui } from '@lingui/react/macro'

interface AdminPagerProps {
  page: number
  hasNext: boolean
  onPage: (page: number) => void
}

/** Previous and next page of an admin list, with the page number read out between them. */
export function AdminPager({ page, hasNext, onPage }: AdminPagerProps) {
  const { t } = useLingui()
  if (page === 1 && !hasNext) return null
  return (
    <nav className="admin-pager" aria-label={t`Pages`}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Trans>Previous page</Trans>
      </button>
      <span aria-live="polite">
        <Trans>Page {page}</Trans>
      </span>
      <button
        type="button"
        className="button button--ghost"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next page</Trans>
      </button>
    </nav>
  )
}
