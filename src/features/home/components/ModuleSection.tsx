import type { Language } from '../../../shared/i18n/languages.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { moduleLinks } from '../module-links.ts'
import type { HomeModule } from '../schema.ts'

/**
 * One dashboard module: its label and what it points to, as a plain list. The richer layouts
 * (banner carousel, sliders, tabs, cards) are drawn by the dashboard screens built on top of this.
 */
export function ModuleSection({ module, language }: { module: HomeModule; language: Language }) {
  const label = module.label?.trim()
  const links = moduleLinks(module, language)
  if (!label && links.length === 0) return null
  const headingId = `module-${module.id}`
  return (
    <section className="module" aria-labelledby={label ? headingId : undefined}>
      {label ? (
        <h2 id={headingId} className="module__label">
          {label}
        </h2>
      ) : null}
      {links.length > 0 ? (
        <ul className={`module__items module__items--${module.kind}`}>
          {links.map((link) => (
            <li key={link.key}>
              {link.href ? <AppLink href={link.href}>{link.label}</AppLink> : link.label}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
