import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { type Posttype, posttypes } from '../../../contract/posttypes.ts'
import { CATEGORY_NAME_MAX, PERSON_NAME_MAX } from '../../../contract/schemas/admin-taxonomy.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { errorMessage } from '../error-message.ts'
import { usePostWords } from '../post-words.ts'
import { categoriesQuery, peopleQuery, type TermKind, termWrites } from '../site-api.ts'
import { useAdminWrite } from '../use-admin-write.ts'
import { AdminAlert, AdminStatus } from './AdminAlert.tsx'
import { PagedList } from './PagedList.tsx'
import { SearchBar } from './SearchBar.tsx'
import { SelectField } from './SelectField.tsx'
import { type Term, type TermChange, TermItem, termName } from './TermItem.tsx'
import { TextField } from './TextField.tsx'

/** Categories and people: listed with how many posts use each; created, renamed, merged, deleted. */
export function TermsScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Categories and people`)
  const words = usePostWords()
  const [kind, setKind] = useState<TermKind>('categories')
  const [type, setType] = useState<Posttype | ''>('')
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [fresh, setFresh] = useState({ posttype: 'movie' as Posttype, name_vi: '', name_en: '', title: '' })
  const [asking, setAsking] = useState<TermChange | null>(null)
  const write = useAdminWrite()
  const categories = useQuery({
    ...categoriesQuery(language, type, q, page),
    placeholderData: keepPreviousData,
    enabled: kind === 'categories',
  })
  const people = useQuery({
    ...peopleQuery(language, q, page),
    placeholderData: keepPreviousData,
    enabled: kind === 'people',
  })
  const list = kind === 'categories' ? categories : people
  const typeChoices = posttypes.map((one) => ({ value: one, label: words.of(one) }))
  const terms: Term[] =
    kind === 'categories'
      ? (categories.data?.data ?? []).map((one) => ({ ...one, names: one.name }))
      : (people.data?.data ?? []).map((one) => ({ ...one, names: { title: one.title } }))

  const switchTo = (next: TermKind) => {
    setKind(next)
    setPage(1)
  }
  const change = (wanted: TermChange) => {
    if (wanted.kind !== 'rename') return setAsking(wanted)
    const name = kind === 'categories' ? wanted.fields.name_vi : wanted.fields.title
    write.run({
      send: () => termWrites.rename(language, kind, wanted.term.id, wanted.fields),
      done: t`Renamed to “${name}”.`,
    })
  }
  const confirm = (wanted: TermChange) => {
    const name = termName(wanted.term, language)
    // The dialog closes at once: a refusal (still used) is read out in the alert region below.
    setAsking(null)
    if (wanted.kind === 'merge') {
      const target = termName(wanted.into, language)
      write.run({
        send: () => termWrites.merge(language, kind, wanted.term.id, wanted.into.id),
        done: t`“${name}” is merged into “${target}”.`,
      })
    } else {
      write.run({
        send: () => termWrites.remove(language, kind, wanted.term.id),
        done: t`“${name}” is deleted.`,
      })
    }
  }
  const question = (wanted: TermChange) => {
    const name = termName(wanted.term, language)
    const posts = wanted.term.posts
    if (wanted.kind === 'merge') {
      const target = termName(wanted.into, language)
      return t`Merge “${name}” into “${target}”? Its ${posts} posts and the links to it move there, and “${name}” is deleted.`
    }
    return t`Delete “${name}”? This cannot be undone.`
  }

  const create = (event: React.FormEvent) => {
    event.preventDefault()
    const fields: Record<string, string> =
      kind === 'categories'
        ? { posttype: fresh.posttype, name_vi: fresh.name_vi, name_en: fresh.name_en }
        : { title: fresh.title }
    const name = kind === 'categories' ? fresh.name_vi : fresh.title
    write.run(
      { send: () => termWrites.create(language, kind, fields), done: t`“${name}” is created.` },
      { onSuccess: () => setFresh({ ...fresh, name_vi: '', name_en: '', title: '' }) },
    )
  }
  const textField = (field: 'name_vi' | 'name_en' | 'title', label: string) => (
    <TextField
      label={label}
      required
      max={kind === 'categories' ? CATEGORY_NAME_MAX : PERSON_NAME_MAX}
      value={fresh[field]}
      onChange={(value) => setFresh({ ...fresh, [field]: value })}
    />
  )

  return (
    <section className="admin-screen" aria-labelledby="admin-terms-title">
      <h1 id="admin-terms-title" className="admin-screen__title">
        <Trans>Categories and people</Trans>
      </h1>
      <div className="admin-card__actions admin-switch">
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={kind === 'categories'}
          onClick={() => switchTo('categories')}
        >
          <Trans context="admin">Categories</Trans>
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={kind === 'people'}
          onClick={() => switchTo('people')}
        >
          <Trans>People</Trans>
        </button>
      </div>
      <form
        className="admin-filters"
        onSubmit={(event) => {
          event.preventDefault()
          setQ(typed.trim())
          setPage(1)
        }}
      >
        <SearchBar label={t`Name`} value={typed} onChange={setTyped} />
        {kind === 'categories' ? (
          <SelectField
            label={t`Type`}
            value={type}
            choices={[{ value: '', label: t`Any` }, ...typeChoices]}
            onChange={(value) => {
              setType(value)
              setPage(1)
            }}
          />
        ) : null}
      </form>
      <form className="admin-form" onSubmit={create}>
        <fieldset className="admin-form__group">
          <legend>{kind === 'categories' ? <Trans>New category</Trans> : <Trans>New person</Trans>}</legend>
          {kind === 'categories' ? (
            <>
              <SelectField
                label={t`Type`}
                value={fresh.posttype}
                choices={typeChoices}
                onChange={(posttype) => setFresh({ ...fresh, posttype })}
              />
              {textField('name_vi', t`Name (Vietnamese)`)}
              {textField('name_en', t`Name (English)`)}
            </>
          ) : (
            textField('title', t`Name`)
          )}
          <button type="submit" className="button" disabled={write.busy}>
            <Trans>Create</Trans>
          </button>
        </fieldset>
      </form>
      <AdminStatus message={write.done} />
      <AdminAlert
        message={
          write.failed ?? (list.isError ? errorMessage(list.error, t`The list could not be loaded.`) : null)
        }
      />
      <PagedList list={list} page={page} onPage={setPage} empty={<Trans>Nothing matches.</Trans>}>
        {terms.map((term) => (
          <TermItem
            key={`${kind}-${term.id}`}
            term={term}
            kind={kind}
            language={language}
            typeName={term.posttype ? words.of(term.posttype) : ''}
            targets={terms.filter((one) => one.id !== term.id && one.posttype === term.posttype)}
            onChange={change}
          />
        ))}
      </PagedList>
      {asking ? (
        <ConfirmDialog
          message={question(asking)}
          confirmLabel={asking.kind === 'merge' ? t`Merge` : t`Delete`}
          busy={write.busy}
          onConfirm={() => confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  )
}
