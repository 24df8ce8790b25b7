import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useState } from 'react'
import { ADMIN_PEOPLE_MAX, ADMIN_PERSON_NAME_MAX } from '../../../contract/schemas/admin-posts.ts'
import { useRoleNames } from '../../../shared/i18n/role-names.ts'
import type { AdminPerson } from '../posts-api.ts'
import { LabelledField } from './LabelledField.tsx'
import { OrderButtons } from './OrderButtons.tsx'
import { SelectField } from './SelectField.tsx'

type Role = AdminPerson['role']

interface PeopleFieldProps {
  /** The roles this kind of post credits (rolesOfPosttype), the first the one a new name is given. */
  roles: readonly Role[]
  /** The post's credits in order. */
  people: AdminPerson[]
  onChange: (people: AdminPerson[]) => void
  lock: ReactNode
}

/** A post's people (a film's directors and actors, a book's authors…) in credit order: added, moved, removed. */
export function PeopleField({ roles, people, onChange, lock }: PeopleFieldProps) {
  const { t } = useLingui()
  const hintId = useId()
  const [name, setName] = useState('')
  const [role, setRole] = useState<Role>(roles[0]!)
  const [hint, setHint] = useState<string | null>(null)
  const roleNames = useRoleNames()
  const roleName = (of: Role) => roleNames[of]
  const typed = name.normalize('NFC').trim()
  const full = people.length >= ADMIN_PEOPLE_MAX

  const add = () => {
    if (!typed || full) return
    const credited = people.some((person) => person.role === role && person.name === typed)
    if (credited) {
      const credit = roleName(role)
      setHint(t`${typed} is already credited as ${credit}.`)
      return
    }
    onChange([...people, { name: typed, role }])
    setName('')
    setHint(null)
  }
  const move = (from: number, by: -1 | 1) => {
    const next = [...people]
    const [moved] = next.splice(from, 1)
    next.splice(from + by, 0, moved!)
    onChange(next)
  }

  return (
    <fieldset className="admin-form__group">
      <legend>
        <Trans>Credits</Trans> {lock}
      </legend>
      {people.length === 0 ? (
        <p className="admin-empty">
          <Trans>No one is credited yet.</Trans>
        </p>
      ) : (
        <ol className="admin-list">
          {people.map((person, position) => (
            <li key={`${person.role}:${person.name}`} className="admin-card admin-person">
              <p className="admin-card__name">
                {person.name} <span className="admin-card__self">· {roleName(person.role)}</span>
              </p>
              <OrderButtons
                name={`${person.name} (${roleName(person.role)})`}
                first={position === 0}
                last={position === people.length - 1}
                onMove={(by) => move(position, by)}
                onRemove={() => onChange(people.filter((_, other) => other !== position))}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="admin-person__new">
        <LabelledField label={<Trans>Name</Trans>}>
          {(id) => (
            <input
              id={id}
              className="field__input"
              value={name}
              maxLength={ADMIN_PERSON_NAME_MAX}
              aria-describedby={hint ? hintId : undefined}
              onChange={(event) => {
                setName(event.target.value)
                setHint(null)
              }}
              onKeyDown={(event) => {
                // Enter adds the person rather than saving the whole form.
                if (event.key !== 'Enter') return
                event.preventDefault()
                add()
              }}
            />
          )}
        </LabelledField>
        <SelectField
          label={<Trans>Role</Trans>}
          value={role}
          choices={roles.map((value) => ({ value, label: roleName(value) }))}
          onChange={setRole}
        />
        <button type="button" className="button button--ghost" disabled={!typed || full} onClick={add}>
          <Trans>Add person</Trans>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="field__error">
          {hint}
        </p>
      ) : null}
      {full ? (
        <p className="admin-empty">
          <Trans>A post credits at most {ADMIN_PEOPLE_MAX} people.</Trans>
        </p>
      ) : null}
    </fieldset>
  )
}
