import { useLingui } from '@lingui/react/macro'
import { type CSSProperties, type ReactNode, useId } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { DashboardModule } from '../../../contract/schemas/dashboards.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { viewMoreHref } from '../links.ts'

interface ModuleFrameProps {
  module: DashboardModule
  language: Language
  children: ReactNode
  style?: CSSProperties
}

/**
 * The frame every drawn module shares: a section named by its label, tagged with its type, and the
 * module's view-more link beside the label.
 */
export function ModuleFrame({ module, language, children, style }: ModuleFrameProps) {
  const { t } = useLingui()
  const headingId = useId()
  const label = module.label?.trim()
  const more = viewMoreHref(module, language)
  const moreText = module.button?.label?.trim() || t`View more`
  return (
    <section
      className={`module module--${module.type}`}
      data-module-type={module.type}
      aria-labelledby={label ? headingId : undefined}
      style={style}
    >
      {label || more ? (
        <div className="module__header">
          {label ? (
            <h2 id={headingId} className="module__label">
              {label}
            </h2>
          ) : null}
          {more ? (
            // The visible text starts the name, so voice control still finds it; the label tells
            // the many view-more links apart.
            <AppLink
              className="module__more"
              href={more}
              aria-label={label ? `${moreText}: ${label}` : undefined}
            >
              {moreText}
            </AppLink>
          ) : null}
        </div>
      ) : null}
      {children}
    </section>
  )
}
