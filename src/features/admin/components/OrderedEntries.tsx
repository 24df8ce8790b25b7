import type { ReactNode } from 'react'
import { type Keyed, moveEntry } from '../list-edit.ts'
import { OrderButtons } from './OrderButtons.tsx'

interface OrderedEntriesProps<T> {
  entries: Keyed<T>[]
  onChange: (entries: Keyed<T>[]) => void
  /** An entry's name, in its heading and its buttons' names. */
  nameOf: (value: T) => string
  /** Said after the name in the heading (a module's type). */
  noteOf?: (value: T) => ReactNode
  /** The entry's internal name, shown small beside its heading: the code the site's data keeps. */
  codeOf?: (value: T) => string | undefined
  /** An entry's own fields, changing it with `set`. */
  children: (value: T, set: (value: T) => void) => ReactNode
}

/**
 * A list edited in order (the side menu's entries, a dashboard's modules): each entry numbered and
 * named in people's words (its internal name small beside), with its fields, and moved up, down or
 * removed by buttons beside its name, so the keyboard does it all.
 */
export function OrderedEntries<T>({
  entries,
  onChange,
  nameOf,
  noteOf,
  codeOf,
  children,
}: OrderedEntriesProps<T>) {
  return (
    <ol className="admin-list">
      {entries.map((entry, index) => {
        const name = nameOf(entry.value)
        const note = noteOf?.(entry.value)
        const code = codeOf?.(entry.value)
        return (
          <li key={entry.key} className="admin-card admin-entry">
            <div className="admin-entry__head">
              <p className="admin-card__name">
                {index + 1}. {name}
                {note ? (
                  <>
                    {' '}
                    <span className="admin-card__email">({note})</span>
                  </>
                ) : null}
                {code ? (
                  <>
                    {' '}
                    <code className="admin-card__code">{code}</code>
                  </>
                ) : null}
              </p>
              <OrderButtons
                name={name}
                first={index === 0}
                last={index === entries.length - 1}
                onMove={(by) => onChange(moveEntry(entries, index, by))}
                onRemove={() => onChange(entries.filter((one) => one.key !== entry.key))}
              />
            </div>
            {children(entry.value, (value) =>
              onChange(entries.map((one) => (one.key === entry.key ? { ...one, value } : one))),
            )}
          </li>
        )
      })}
    </ol>
  )
}
