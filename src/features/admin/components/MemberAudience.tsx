import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { AgeRating } from '../../../contract/age-ratings.ts'
import type { Language } from '../../../contract/languages.ts'
import { type Posttype, posttypes } from '../../../contract/posttypes.ts'
import { useAgeRatingChoices, useAgeRatingNames } from '../age-rating-words.ts'
import type { AdminMember } from '../api.ts'
import { setMemberAgeLimit, setMemberHiddenCategories } from '../audience-api.ts'
import { usePostWords } from '../post-words.ts'
import { categoriesQuery } from '../site-api.ts'
import { useAdminWrite } from '../use-admin-write.ts'
import { AdminAlert, AdminStatus } from './AdminAlert.tsx'
import { SelectField } from './SelectField.tsx'

type Hidden = AdminMember['hidden_categories'][number]

/** The select's value for no limit (the forms send it empty). */
const NONE = ''

/**
 * What a member may see: the highest age rating of the posts shown to them (their own lower choice
 * still applies), and the categories whose posts are hidden from them, found by post type and name.
 */
export function MemberAudience({ language, member }: { language: Language; member: AdminMember }) {
  const { t } = useLingui()
  const write = useAdminWrite()
  const names = useAgeRatingNames()
  const words = usePostWords()
  const name = member.name
  const ownLimit = member.own_age_limit === null ? '' : names[member.own_age_limit]
  const [limit, setLimit] = useState<string>(member.age_limit === null ? NONE : String(member.age_limit))
  const stored = member.age_limit === null ? NONE : String(member.age_limit)
  const limitChoices = [{ value: NONE, label: t`No limit` }, ...useAgeRatingChoices()]

  const [hidden, setHidden] = useState<Hidden[]>(member.hidden_categories)
  const [type, setType] = useState<Posttype>('comic')
  const [filter, setFilter] = useState('')
  const filterId = useId()
  const found = useQuery({
    ...categoriesQuery(language, type, filter.trim(), 1),
    placeholderData: keepPreviousData,
  })
  const hiddenIds = hidden.map((category) => category.id)
  const storedIds = member.hidden_categories.map((category) => category.id)
  const hiddenChanged =
    hiddenIds.length !== storedIds.length || hiddenIds.some((id) => !storedIds.includes(id))
  const nameOf = (category: Pick<Hidden, 'name' | 'slug'>) =>
    category.name[language] || category.name.vi || category.slug
  const toggle = (category: Hidden, on: boolean) =>
    setHidden((before) =>
      on
        ? [...before.filter((one) => one.id !== category.id), category]
        : before.filter((one) => one.id !== category.id),
    )
  const choices = (found.data?.data ?? []).filter((category) => !hiddenIds.includes(category.id))

  const saveLimit = () => {
    const next = limit === NONE ? null : (Number(limit) as AgeRating)
    const rating = next === null ? '' : names[next]
    write.run({
      send: () => setMemberAgeLimit(language, member.id, next),
      done:
        next === null
          ? t`${name} no longer has an age limit.`
          : t`The age limit of ${name} is now ${rating}.`,
    })
  }
  const saveHidden = () =>
    write.run({
      send: () => setMemberHiddenCategories(language, member.id, hiddenIds),
      done: t`The categories hidden from ${name} are saved.`,
    })

  return (
    <div className="admin-form">
      <AdminStatus message={write.done} />
      <AdminAlert message={write.failed} />
      <form
        className="admin-form__group"
        onSubmit={(event) => {
          event.preventDefault()
          saveLimit()
        }}
      >
        <SelectField
          label={<Trans>Highest age rating</Trans>}
          value={limit}
          choices={limitChoices}
          onChange={setLimit}
        />
        {member.own_age_limit !== null ? (
          <p className="admin-empty">
            <Trans>Their own choice, which still applies when lower: {ownLimit}</Trans>
          </p>
        ) : null}
        <button type="submit" className="button" disabled={write.busy || limit === stored}>
          <Trans>Save the age limit</Trans>
        </button>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          saveHidden()
        }}
      >
        <fieldset className="admin-form__group">
          <legend>
            <Trans>Hidden categories</Trans>
          </legend>
          {hidden.length === 0 ? (
            <p className="admin-empty">
              <Trans>No category is hidden from this member.</Trans>
            </p>
          ) : (
            <ul className="admin-checks">
              {hidden.map((category) => (
                <li key={category.id}>
                  <label className="field field--checkbox">
                    <input
                      type="checkbox"
                      className="field__checkbox"
                      checked
                      onChange={(event) => toggle(category, event.target.checked)}
                    />
                    <span>
                      {nameOf(category)} ({words.of(category.posttype)})
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <SelectField
            label={<Trans>Post type</Trans>}
            value={type}
            choices={posttypes.map((one) => ({ value: one, label: words.of(one) }))}
            onChange={setType}
          />
          <div className="field">
            <label htmlFor={filterId} className="field__label">
              <Trans>Find a category to hide</Trans>
            </label>
            <input
              id={filterId}
              type="search"
              className="field__input"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
          {choices.length > 0 ? (
            <ul className="admin-checks">
              {choices.map((category) => (
                <li key={category.id}>
                  <label className="field field--checkbox">
                    <input
                      type="checkbox"
                      className="field__checkbox"
                      checked={false}
                      onChange={(event) =>
                        toggle(
                          {
                            id: category.id,
                            posttype: category.posttype,
                            slug: category.slug,
                            name: { vi: category.name.vi, en: category.name.en },
                          },
                          event.target.checked,
                        )
                      }
                    />
                    <span>{nameOf(category)}</span>
                  </label>
                </li>
              ))}
            </ul>
          ) : found.isSuccess ? (
            <p className="admin-empty">
              <Trans>No other category of this type matches.</Trans>
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="button" disabled={write.busy || !hiddenChanged}>
          <Trans>Save the hidden categories</Trans>
        </button>
      </form>
    </div>
  )
}
