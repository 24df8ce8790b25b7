import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { AgeRating } from '../../../contract/age-ratings.ts'
import type { LockablePostField } from '../../../contract/catalogue.ts'
import type { Language } from '../../../contract/languages.ts'
import { rolesOfPosttype } from '../../../contract/person-roles.ts'
import type { ReadingMode } from '../../../contract/reading-modes.ts'
import { uploadPostImage } from '../post-image-api.ts'
import {
  type AdminPerson,
  type AdminPost,
  type PostEdit,
  type PostEditField,
  type PostImageKind,
  postEditFields,
  postWrites,
} from '../posts-api.ts'
import type { useAdminWrite } from '../use-admin-write.ts'
import { AgeRatingField } from './AgeRatingField.tsx'
import { CategoriesField } from './CategoriesField.tsx'
import { LockMark } from './LockMark.tsx'
import { PeopleField } from './PeopleField.tsx'
import { PostImageField } from './PostImageField.tsx'
import { ReadingModeField } from './ReadingModeField.tsx'

interface PostFieldsFormProps {
  language: Language
  post: AdminPost
  write: ReturnType<typeof useAdminWrite>
}

/** The post's fields as stored, in the form's text (what the edit call takes). */
export function storedFields(post: AdminPost): Required<PostEdit> {
  return {
    title_vi: post.title.vi,
    title_en: post.title.en,
    description_vi: post.description.vi,
    description_en: post.description.en,
    release_year: post.release_year === null ? '' : String(post.release_year),
    categories: post.categories
      .map((category) => category.id)
      .sort((a, b) => a - b)
      .join(','),
    people: JSON.stringify(post.people.map(({ name, role }) => ({ name, role }))),
    reading_mode: post.reading_mode ?? '',
    age_rating: String(post.age_rating),
    feature: post.feature ?? '',
    banner: post.banner ?? '',
  }
}

/**
 * The post's words, categories, credits, year, reading mode, cover and banner. Only the fields
 * changed are sent, and the server locks them; an uploaded image is sent at once.
 */
export function PostFieldsForm({ language, post, write }: PostFieldsFormProps) {
  const { t } = useLingui()
  const idBase = useId()
  const stored = storedFields(post)
  // Only what the admin changed is held here, so an image uploaded meanwhile shows as it is stored.
  const [draft, setDraft] = useState<PostEdit>({})
  const current = (name: PostEditField) => draft[name] ?? stored[name]
  const set = (name: PostEditField, value: string) => setDraft((before) => ({ ...before, [name]: value }))
  const changed: PostEdit = Object.fromEntries(
    postEditFields.filter((name) => current(name) !== stored[name]).map((name) => [name, current(name)]),
  )
  const lock = (field: LockablePostField, name: string) => (
    <LockMark
      locked={post.locked_fields.includes(field)}
      field={name}
      busy={write.busy}
      onRelease={() =>
        write.run({
          send: () => postWrites.unlock(language, post.id, field),
          done: t`The lock on ${name} is released.`,
        })
      }
    />
  )
  const upload = (kind: PostImageKind) => (file: File, onError: (message: string) => void) =>
    write.run(
      {
        send: () => uploadPostImage(language, post.id, kind, file),
        done: kind === 'feature' ? t`The new cover is saved.` : t`The new banner is saved.`,
      },
      {
        onSuccess: () => setDraft(({ [kind]: _uploaded, ...rest }) => rest),
        onError,
      },
    )

  const input = (name: PostEditField, label: string, multiline = false) => {
    const id = `${idBase}-${name}`
    const props = {
      id,
      className: 'field__input',
      value: current(name),
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
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
        write.run(
          { send: () => postWrites.edit(language, post.id, changed), done: t`The post is saved.` },
          { onSuccess: () => setDraft({}) },
        )
      }}
    >
      <fieldset className="admin-form__group">
        <legend>
          <Trans>Title</Trans> {lock('title', titleName)}
        </legend>
        {input('title_vi', t`Vietnamese`)}
        {input('title_en', t`English`)}
      </fieldset>
      <fieldset className="admin-form__group">
        <legend>
          <Trans>Description</Trans> {lock('description', descriptionName)}
        </legend>
        {input('description_vi', t`Vietnamese`, true)}
        {input('description_en', t`English`, true)}
      </fieldset>
      <CategoriesField
        language={language}
        choices={post.category_choices}
        chosen={current('categories').split(',').filter(Boolean).map(Number)}
        onChange={(ids) => set('categories', ids.join(','))}
        lock={lock('categories', t`the categories`)}
      />
      {rolesOfPosttype[post.posttype].length > 0 ? (
        <PeopleField
          roles={rolesOfPosttype[post.posttype]}
          people={JSON.parse(current('people')) as AdminPerson[]}
          onChange={(people) => set('people', JSON.stringify(people))}
          lock={lock('people', t`the credits`)}
        />
      ) : null}
      <fieldset className="admin-form__group">
        <legend>
          <Trans>Release year</Trans> {lock('releaseYear', yearName)}
        </legend>
        {input('release_year', t`Year`)}
      </fieldset>
      {post.posttype === 'comic' ? (
        <ReadingModeField
          value={current('reading_mode') as ReadingMode | ''}
          onChange={(mode) => set('reading_mode', mode)}
          lock={lock('readingMode', t`the reading direction`)}
        />
      ) : null}
      <AgeRatingField
        value={Number(current('age_rating')) as AgeRating}
        onChange={(rating) => set('age_rating', String(rating))}
        lock={lock('ageRating', t`the age rating`)}
      />
      {(['feature', 'banner'] as const).map((kind) => (
        <PostImageField
          key={kind}
          kind={kind}
          language={language}
          post={post}
          value={current(kind)}
          onPick={(path) => set(kind, path)}
          onUpload={upload(kind)}
          busy={write.busy}
          lock={lock(kind, kind === 'feature' ? t`the cover` : t`the banner`)}
        />
      ))}
      <button type="submit" className="button" disabled={write.busy || Object.keys(changed).length === 0}>
        <Trans>Save</Trans>
      </button>
    </form>
  )
}
