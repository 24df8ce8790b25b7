import { Trans, useLingui } from '@lingui/react/macro'
import { PageStep } from '../../../shared/ui/PageStep.tsx'

const ARROW = 'chapter-pager__arrow'

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
      <PageStep side="previous" page={page} disabled={page <= 1} onPage={onPage} className={ARROW}>
        <span aria-hidden="true">‹</span>
      </PageStep>
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
      <PageStep side="next" page={page} disabled={page >= pageCount} onPage={onPage} className={ARROW}>
        <span aria-hidden="true">›</span>
      </PageStep>
    </nav>
  )
}
