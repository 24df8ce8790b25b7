import type { ReactNode } from 'react'
import { AppLink } from './AppLink.tsx'

export interface Tab {
  key: string
  label: string
  selected: boolean
  /** A tab that changes the address is a link; one that changes local state is a button. */
  href?: string
  onSelect?: () => void
}

/** The header's pill tabs (spec §2), with an optional filter control at the end. */
export function TabStrip({ tabs, label, filter }: { tabs: Tab[]; label: string; filter?: ReactNode }) {
  return (
    <nav className="tab-strip" aria-label={label}>
      <ul className="tab-strip__tabs">
        {tabs.map((tab) => (
          <li key={tab.key}>
            {tab.href ? (
              <AppLink
                className="pill"
                href={tab.href}
                aria-current={tab.selected ? 'page' : undefined}
                onClick={tab.onSelect}
              >
                {tab.label}
              </AppLink>
            ) : (
              <button type="button" className="pill" aria-pressed={tab.selected} onClick={tab.onSelect}>
                {tab.label}
              </button>
            )}
          </li>
        ))}
      </ul>
      {filter ? <div className="tab-strip__filter">{filter}</div> : null}
    </nav>
  )
}
