import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

interface PageStepProps {
  /** Which way it turns: to the page before, or the page after. */
  side: 'previous' | 'next'
  page: number
  /** There is no page on that side. */
  disabled: boolean
  onPage: (page: number) => void
  className: string
  /** What it shows: its name is said to assistive technology instead. */
  children: ReactNode
}

/** An arrow of a pager, named 'Previous page' or 'Next page', that turns to the neighbouring page. */
export function PageStep({ side, page, disabled, onPage, className, children }: PageStepProps) {
  const { t } = useLingui()
  const previous = side === 'previous'
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      onClick={() => onPage(previous ? page - 1 : page + 1)}
      aria-label={previous ? t`Previous page` : t`Next page`}
    >
      {children}
    </button>
  )
}
