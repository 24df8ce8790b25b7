import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { LABEL_MAX } from '../../../contract/dashboard-limits.ts'
import { LINK_MAX } from '../../../contract/schemas/admin-text.ts'
import type { StoredMenuEntry } from '../site-api.ts'

const entryTypes = ['menu', 'block', 'line', 'space'] as const

interface MenuEntryFormProps {
  entry: StoredMenuEntry
  onChange: (entry: StoredMenuEntry) => void
}

/** One side-menu entry's fields: its kind, key, labels, link, icon and who sees it. */
export function MenuEntryForm({ entry, onChange }: MenuEntryFormProps) {
  const { t } = useLingui()
  const ids = {
    type: useId(),
    name: useId(),
    vi: useId(),
    en: useId(),
    url: useId(),
    icon: useId(),
    who: useId(),
  }
  const label = entry.label ?? { vi: '', en: '' }
  const typeNames: Record<(typeof entryTypes)[number], string> = {
    menu: t`Link`,
    block: t`Heading`,
    line: t`Line`,
    space: t`Space`,
  }
  const text = (id: string, name: string, value: string, max: number, set: (value: string) => void) => (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {name}
      </label>
      <input
        id={id}
        className="field__input"
        value={value}
        maxLength={max}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  )
  const who = entry.isLogin === undefined ? '' : String(entry.isLogin)
  return (
    <div className="admin-form">
      <div className="field">
        <label htmlFor={ids.type} className="field__label">
          <Trans>Kind</Trans>
        </label>
        <select
          id={ids.type}
          className="field__input"
          value={entry.type}
          onChange={(event) => onChange({ ...entry, type: event.target.value as StoredMenuEntry['type'] })}
        >
          {entryTypes.map((type) => (
            <option key={type} value={type}>
              {typeNames[type]}
            </option>
          ))}
        </select>
      </div>
      {text(ids.name, t`Key`, entry.name, 60, (name) => onChange({ ...entry, name }))}
      {text(ids.vi, t`Label (Vietnamese)`, label.vi, LABEL_MAX, (vi) =>
        onChange({ ...entry, label: { ...label, vi } }),
      )}
      {text(ids.en, t`Label (English)`, label.en, LABEL_MAX, (en) =>
        onChange({ ...entry, label: { ...label, en } }),
      )}
      {text(ids.url, t`Link (/movie/category/action or https://…)`, entry.url ?? '', LINK_MAX, (url) =>
        onChange({ ...entry, url }),
      )}
      {text(ids.icon, t`Icon`, entry.icon ?? '', 60, (icon) => onChange({ ...entry, icon }))}
      <div className="field">
        <label htmlFor={ids.who} className="field__label">
          <Trans>Shown to</Trans>
        </label>
        <select
          id={ids.who}
          className="field__input"
          value={who}
          onChange={(event) => {
            const { isLogin: _, ...rest } = entry
            const value = event.target.value
            onChange(value === '' ? rest : { ...rest, isLogin: value === 'true' })
          }}
        >
          <option value="">{t`Everyone`}</option>
          <option value="true">{t`Signed-in members`}</option>
          <option value="false">{t`Visitors not signed in`}</option>
        </select>
      </div>
    </div>
  )
}
