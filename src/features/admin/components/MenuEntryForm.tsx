import { useLingui } from '@lingui/react/macro'
import { LABEL_MAX } from '../../../contract/dashboard-limits.ts'
import { LINK_MAX } from '../../../contract/schemas/admin-text.ts'
import type { StoredMenuEntry } from '../site-api.ts'
import { SelectField } from './SelectField.tsx'
import { TextField } from './TextField.tsx'

const entryTypes = ['menu', 'block', 'line', 'space'] as const

interface MenuEntryFormProps {
  entry: StoredMenuEntry
  onChange: (entry: StoredMenuEntry) => void
}

/** One side-menu entry's fields: its kind, key, labels, link, icon and who sees it. */
export function MenuEntryForm({ entry, onChange }: MenuEntryFormProps) {
  const { t } = useLingui()
  const label = entry.label ?? { vi: '', en: '' }
  const typeNames: Record<(typeof entryTypes)[number], string> = {
    menu: t`Link`,
    block: t`Heading`,
    line: t`Line`,
    space: t`Space`,
  }
  const who = entry.isLogin === undefined ? '' : String(entry.isLogin)
  return (
    <div className="admin-form admin-form--fields">
      <SelectField
        label={t`Kind`}
        value={entry.type}
        choices={entryTypes.map((type) => ({ value: type, label: typeNames[type] }))}
        onChange={(type) => onChange({ ...entry, type })}
      />
      <TextField
        label={t`Label (Vietnamese)`}
        value={label.vi}
        max={LABEL_MAX}
        onChange={(vi) => onChange({ ...entry, label: { ...label, vi } })}
      />
      <TextField
        label={t`Label (English)`}
        value={label.en}
        max={LABEL_MAX}
        onChange={(en) => onChange({ ...entry, label: { ...label, en } })}
      />
      <TextField
        label={t`Link (/movie/category/action or https://…)`}
        value={entry.url ?? ''}
        max={LINK_MAX}
        onChange={(url) => onChange({ ...entry, url })}
      />
      <TextField
        label={t`Icon`}
        value={entry.icon ?? ''}
        max={60}
        onChange={(icon) => onChange({ ...entry, icon })}
      />
      <SelectField
        label={t`Shown to`}
        value={who}
        choices={[
          { value: '', label: t`Everyone` },
          { value: 'true', label: t`Signed-in members` },
          { value: 'false', label: t`Visitors not signed in` },
        ]}
        onChange={(value) => {
          const { isLogin: _, ...rest } = entry
          onChange(value === '' ? rest : { ...rest, isLogin: value === 'true' })
        }}
      />
      <TextField
        label={t`Internal name`}
        value={entry.name}
        max={60}
        onChange={(name) => onChange({ ...entry, name })}
      />
    </div>
  )
}
