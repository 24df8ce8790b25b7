import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { SEARCH_QUERY_MAX, SUGGEST_QUERY_MIN } from '../../../contract/limits.ts'
import { searchPagePath } from '../../../contract/page-paths.ts'
import type { PersonRole } from '../../../contract/person-roles.ts'
import type { Image } from '../../../contract/schemas/cards.ts'
import type { SearchSuggestions } from '../../../contract/schemas/search.ts'
import { useRoleNames } from '../../../shared/i18n/role-names.ts'
import { SUGGEST_DEBOUNCE_MS } from '../../../shared/limits.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { CoverImage } from '../../../shared/ui/CoverImage.tsx'
import { suggestionsQueryOptions } from '../api.ts'
import { clearRecentSearches, rememberSearch, useRecentSearches } from '../recent-searches.ts'
import { filterLabels } from '../search-labels.ts'

interface SearchComboboxProps {
  language: Language
  text: string
  inputRef: Ref<HTMLInputElement>
  onTextChange: (text: string) => void
  /** A line is opened: the page is left, and the text typed must not be searched for after. */
  onLeave: () => void
}

/** One line of the list: where it opens, and what it shows. */
interface Choice {
  key: string
  href: string
  label: string
  detail?: string
  cover?: Image | null
}

interface Group {
  key: string
  label: string
  choices: Choice[]
}

/** The text once typing has paused: suggestions are asked for that, not for every keystroke. */
function useSettled(text: string) {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SUGGEST_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  return settled
}

/**
 * The query box as an ARIA 1.2 combobox: with the box empty it offers the recent searches of this
 * device (with a button to clear them), as a query is typed it suggests posts, people and categories.
 * The focus stays in the box: Up and Down move through the list, Enter opens the chosen line (or
 * searches, with none chosen), Escape closes the list. Each line is a real link, for touch, a pointer,
 * or a new tab.
 */
export function SearchCombobox({ language, text, inputRef, onTextChange, onLeave }: SearchComboboxProps) {
  const { t } = useLingui()
  const roleNames = useRoleNames()
  const router = useRouter()
  const ids = useId()
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [active, setActive] = useState(-1)
  const recent = useRecentSearches()
  const query = text.trim()
  const settled = useSettled(query)
  const asking = settled.length >= SUGGEST_QUERY_MIN && focused && !dismissed
  const suggestions = useQuery({
    ...suggestionsQueryOptions(language, settled),
    enabled: asking,
    // The list keeps the last answer while the next is on its way, instead of blinking empty.
    placeholderData: keepPreviousData,
  })

  const groups: Group[] =
    query === ''
      ? [
          {
            key: 'recent',
            label: t`Recent searches`,
            choices: recent.map((q) => ({ key: q, href: searchPagePath(language, q), label: q })),
          },
        ]
      : query.length >= SUGGEST_QUERY_MIN && suggestions.data
        ? suggestionGroups(suggestions.data, (posttype) => t(filterLabels[posttype]), {
            posts: t({ message: 'Titles', context: 'search suggestions' }),
            people: t({ message: 'People', context: 'search suggestions' }),
            categories: t({ message: 'Categories', context: 'search suggestions' }),
            ...roleNames,
          })
        : []
  const shown = groups.filter((group) => group.choices.length > 0)
  const choices = shown.flatMap((group) => group.choices)
  const isRecent = query === ''
  const open = focused && !dismissed && (choices.length > 0 || (isRecent && recent.length > 0))
  const activeChoice = open ? choices[active] : undefined
  const listboxId = `${ids}-list`
  const optionId = (index: number) => `${ids}-option-${index}`

  const close = () => {
    setDismissed(true)
    setActive(-1)
  }

  /** A line chosen by key, pointer or touch: the query typed is kept among the recent searches. */
  const pick = (choice: Choice) => {
    rememberSearch(isRecent ? choice.label : query)
    onLeave()
    close()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) {
        setDismissed(false)
        return
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      // From the box, Down goes to the first line and Up to the last; past either end, back to the box.
      setActive((current) => {
        const next = current === -1 && step === -1 ? choices.length - 1 : current + step
        return next >= choices.length || next < -1 ? -1 : next
      })
    } else if (event.key === 'Enter') {
      if (activeChoice) {
        event.preventDefault()
        pick(activeChoice)
        void router.navigate({ href: activeChoice.href })
      } else {
        // The form searches; the list makes way for the results.
        if (query) rememberSearch(query)
        close()
      }
    } else if (event.key === 'Escape' && open) {
      // Closes the list only: the text stays (a second Escape empties the box).
      event.preventDefault()
      close()
    } else if (event.key === 'Escape' && text) {
      // What a search field does on its own: this box is a text field (see the input below).
      event.preventDefault()
      onTextChange('')
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: leaving the box and its list closes the list
    <div
      className="search-box"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setFocused(false)
          setActive(-1)
        }
      }}
    >
      <label htmlFor={`${ids}-input`} className="visually-hidden">
        <Trans>Search</Trans>
      </label>
      {/* A text field, not type="search": HTML allows the combobox role on a text field only. The
          phone's keyboard still offers search (inputMode, enterKeyHint). */}
      <input
        ref={inputRef}
        id={`${ids}-input`}
        className="search-form__input"
        type="text"
        inputMode="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeChoice ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value)
          setDismissed(false)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onClick={() => setDismissed(false)}
        placeholder={t`Search films, comics, novels, games`}
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
        enterKeyHint="search"
      />
      {/* Pressing on the list keeps the focus in the box, so the list stays open until the click. */}
      <div className="search-suggest" hidden={!open} onPointerDown={(event) => event.preventDefault()}>
        {isRecent ? (
          <div className="search-suggest__head">
            <h2 id={`${ids}-recent`} className="search-suggest__title">
              <Trans>Recent searches</Trans>
            </h2>
            <button
              type="button"
              className="link-button search-suggest__clear"
              onClick={() => {
                clearRecentSearches()
                setActive(-1)
              }}
            >
              <Trans>Clear</Trans>
            </button>
          </div>
        ) : null}
        <div
          role="listbox"
          id={listboxId}
          className="search-suggest__list"
          {...(isRecent ? { 'aria-labelledby': `${ids}-recent` } : { 'aria-label': t`Suggestions` })}
        >
          {isRecent
            ? renderChoices(shown[0]?.choices ?? [], 0)
            : shown.map((group) => {
                const first = choices.indexOf(group.choices[0]!)
                return (
                  // A listbox's groups are ARIA groups: a fieldset is for form controls, not options.
                  // biome-ignore lint/a11y/useSemanticElements: see above
                  <div key={group.key} role="group" aria-labelledby={`${ids}-${group.key}`}>
                    <div id={`${ids}-${group.key}`} className="search-suggest__group">
                      {group.label}
                    </div>
                    {renderChoices(group.choices, first)}
                  </div>
                )
              })}
        </div>
      </div>
    </div>
  )

  function renderChoices(list: Choice[], first: number): ReactNode {
    return list.map((choice, i) => {
      const index = first + i
      return (
        <AppLink
          key={choice.key}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          className="search-suggest__option"
          href={choice.href}
          onClick={() => pick(choice)}
          onPointerMove={() => index !== active && setActive(index)}
        >
          {choice.cover !== undefined ? (
            <span className="search-suggest__cover">
              <CoverImage image={choice.cover} size="small" />
            </span>
          ) : null}
          <span className="search-suggest__text">
            <span className="search-suggest__label">{choice.label}</span>
            {choice.detail ? <span className="search-suggest__detail">{choice.detail}</span> : null}
          </span>
        </AppLink>
      )
    })
  }
}

/** The answer's three lists as groups of lines, each line with what it is (a film, an author…). */
function suggestionGroups(
  found: SearchSuggestions,
  typeLabel: (posttype: SearchSuggestions['posts'][number]['posttype']) => string,
  words: Record<'posts' | 'people' | 'categories' | PersonRole, string>,
): Group[] {
  return [
    {
      key: 'posts',
      label: words.posts,
      choices: found.posts.map((post) => ({
        key: post.href,
        href: post.href,
        label: post.title,
        detail: typeLabel(post.posttype),
        cover: post.feature,
      })),
    },
    {
      key: 'people',
      label: words.people,
      choices: found.people.map((person) => ({
        key: person.href,
        href: person.href,
        label: person.name,
        // What they are credited as: an author, a director, an actor and a director…
        detail: person.kind === 'author' ? words.author : person.roles.map((role) => words[role]).join(', '),
      })),
    },
    {
      key: 'categories',
      label: words.categories,
      choices: found.categories.map((category) => ({
        key: category.href,
        href: category.href,
        label: category.name,
        detail: typeLabel(category.posttype),
      })),
    },
  ]
}
