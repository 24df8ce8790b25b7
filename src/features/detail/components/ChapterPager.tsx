import { Trans, useLingui } from '@lingui/react/macro'

interface ChapterPagerProps {
  page: number
  pageCount: number
  onPage: (page: number) => void
}

/** Spec §2: the pages of the chapter list, 'Trang {n}', with arrows to the one before and after. */
export function ChapterPager({ page, pageCount, onPage }: ChapterPagerProps) {
  const { t } = useLingui()
  if (pageCount < 2) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  return (
    <nav className="chapter-pager" aria-label={t`Chapter pages`}>
      <button
        type="button"
        className="chapter-pager__arrow"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t`Previous page`}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="chapter-pager__pages">
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className="pill"
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
            >
              <Trans>Page {n}</Trans>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="chapter-pager__arrow"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        aria-label={t`Next page`}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  )
}
