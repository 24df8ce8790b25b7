import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { LockablePostField } from '../../../contract/catalogue.ts'
import type { Language } from '../../../contract/languages.ts'
import { type AdminPost, type PostEdit, postWrites } from '../posts-api.ts'
import type { useAdminWrite } from '../use-admin-write.ts'
import { LockMark } from './LockMark.tsx'

interface PostFieldsFormProps {
  language: Language
  post: AdminPost
  write: ReturnType<typeof useAdminWrite>
}

type FieldName = keyof PostEdit

/** The post's own words and year; only the fields changed are sent, and the server locks them. */
export function PostFieldsForm({ language, post, write }: PostFieldsFormProps) {
  const { t } = useLingui()
  const idBase = useId()
  const stored: Required<PostEdit> = {
    title_vi: post.title.vi,
    title_en: post.title.en,
    description_vi: post.description.vi,
    description_en: post.description.en,
    release_year: post.release_year === null ? '' : String(post.release_year),
  }
  const [values, setValues] = useState(stored)
  const changed = Object.fromEntries(
    (Object.keys(values) as FieldName[])
      .filter((name) => values[name] !== stored[name])
      .map((name) => [name, values[name]]),
  ) as PostEdit
  const locked = (field: LockablePostField) => post.locked_fields.includes(field)
  const release = (field: LockablePostField, name: string) =>
    write.run({
      send: () => postWrites.unlock(language, post.id, field),
      done: t`The lock on ${name} is released.`,
    })

  const input = (name: FieldName, label: string, multiline = false) => {
    const id = `${idBase}-${name}`
    const props = {
      id,
      className: 'field__input',
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [name]: event.target.value }),
    }
    return (
      <div className="field">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {multiline ? <textarea rows={5} {...props} /> : <input type="text" {...props} />}
      </div>
    )
  }
  const titleName = t`the title`
  const descriptionName = t`the description`
  const yearName = t`the year`
  return (
    <form
      className="admin-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (Object.keys(changed).length === 0) return
        write.run({ send: () => postWrites.edit(language, post.id, changed), done: t`The post is saved.` })
      }}
    >
      <fieldset className="admin-form__group">
        <legend>
          <Trans>Title</Trans>{' '}
          <LockMark
            locked={locked('title')}
            field={titleName}
            busy={write.busy}
            onRelease={() => release('title', titleName)}
          />
        </legend>
        {input('title_vi', t`Vietnamese`)}
        {input('title_en', t`English`)}
      </fieldset>
      <fieldset className="admin-form__group">
        <legend>
          <Trans>Description</Trans>{' '}
          <LockMark
            locked={locked('description')}
            field={descriptionName}
            busy={write.busy}
            onRelease={() => release('description', descriptionName)}
          />
        </legend>
        {input('description_vi', t`Vietnamese`, true)}
        {input('description_en', t`English`, true)}
      </fieldset>
      <fieldset className="admin-form__group">
        <legend>
          <Trans>Release year</Trans>{' '}
          <LockMark
            locked={locked('releaseYear')}
            field={yearName}
            busy={write.busy}
            onRelease={() => release('releaseYear', yearName)}
          />
        </legend>
        {input('release_year', t`Year`)}
      </fieldset>
      <button type="submit" className="button" disabled={write.busy || Object.keys(changed).length === 0}>
        <Trans>Save</Trans>
      </button>
    </form>
  )
}
