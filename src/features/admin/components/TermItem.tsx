import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { CATEGORY_NAME_MAX, PERSON_NAME_MAX } from '../../../contract/schemas/admin-taxonomy.ts'
import type { TermKind } from '../site-api.ts'
import { SelectField } from './SelectField.tsx'
import { TextField } from './TextField.tsx'

/** A category or a person as the screen lists it: its names, its address and how many posts use it. */
export interface Term {
  id: number
  slug: string
  /** Both names of a category; a person has one. */
  names: { vi: string; en: string } | { title: string }
  posttype?: string
  posts: number
}

export type TermChange =
  | { kind: 'merge'; term: Term; into: Term }
  | { kind: 'delete'; term: Term }
  | { kind: 'rename'; term: Term; fields: Record<string, string> }

export const termName = (term: Term, language: Language) =>
  'title' in term.names ? term.names.title : term.names[language] || term.names.vi

interface TermItemProps {
  term: Term
  kind: TermKind
  language: Language
  /** Those it may be merged into: the same post type's, itself left out. */
  targets: Term[]
  typeName: string
  onChange: (change: TermChange) => void
}

/** One category or person: renamed in place, merged into another, or deleted. */
export function TermItem({ term, kind, language, targets, typeName, onChange }: TermItemProps) {
  const { t } = useLingui()
  const nameId = useId()
  const [renaming, setRenaming] = useState(false)
  const [fields, setFields] = useState<Record<string, string>>(
    'title' in term.names ? { title: term.names.title } : { name_vi: term.names.vi, name_en: term.names.en },
  )
  const [into, setInto] = useState('')
  const name = termName(term, language)
  const posts = term.posts
  const max = kind === 'categories' ? CATEGORY_NAME_MAX : PERSON_NAME_MAX
  const input = (field: string, label: string) => (
    <TextField
      label={label}
      required
      max={max}
      value={fields[field] ?? ''}
      onChange={(value) => setFields({ ...fields, [field]: value })}
    />
  )
  return (
    <li className="admin-card">
      <div className="admin-card__who" id={nameId}>
        <p className="admin-card__name">{name}</p>
        <p className="admin-card__email">
          {typeName ? `${typeName} · ` : ''}
          <code>{term.slug}</code> · <Trans>{posts} posts</Trans>
        </p>
      </div>
      {renaming ? (
        <form
          className="admin-form"
          onSubmit={(event) => {
            event.preventDefault()
            onChange({ kind: 'rename', term, fields })
            setRenaming(false)
          }}
        >
          {kind === 'categories' ? (
            <>
              {input('name_vi', t`Name (Vietnamese)`)}
              {input('name_en', t`Name (English)`)}
            </>
          ) : (
            input('title', t`Name`)
          )}
          <div className="admin-card__actions">
            <button type="submit" className="button">
              <Trans>Save name</Trans>
            </button>
            <button type="button" className="button button--ghost" onClick={() => setRenaming(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      ) : null}
      <div className="admin-card__actions">
        {renaming ? null : (
          <button
            type="button"
            className="button button--ghost"
            aria-describedby={nameId}
            onClick={() => setRenaming(true)}
          >
            <Trans>Rename</Trans>
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={nameId}
          onClick={() => onChange({ kind: 'delete', term })}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
      {targets.length > 0 ? (
        <form
          className="admin-form admin-form--inline"
          onSubmit={(event) => {
            event.preventDefault()
            const target = targets.find((one) => String(one.id) === into)
            if (target) onChange({ kind: 'merge', term, into: target })
          }}
        >
          <SelectField
            label={t`Merge “${name}” into`}
            value={into}
            choices={[
              { value: '', label: t`Choose…` },
              ...targets.map((target) => ({
                value: String(target.id),
                label: `${termName(target, language)} (${target.slug})`,
              })),
            ]}
            onChange={setInto}
          />
          <button type="submit" className="button button--ghost" disabled={!into}>
            <Trans>Merge</Trans>
          </button>
        </form>
      ) : null}
    </li>
  )
}
