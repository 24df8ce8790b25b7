import { useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import type { PostFacts } from '../../../contract/schemas/facts.ts'
import { languageName } from '../../../shared/i18n/language-name.ts'
import { Fact } from '../components/Fact.tsx'
import { useFactsMessages } from './facts-messages.ts'

interface BookFactsProps {
  language: Language
  facts: PostFacts
}

/**
 * What a comic's ComicInfo.xml or a book's EPUB metadata says of it: each fact only when it has one,
 * languages named in the page's language.
 */
export function BookFacts({ language, facts }: BookFactsProps) {
  const { t } = useLingui()
  // Nothing until its words are there: a label in the wrong language would flash first.
  if (!useFactsMessages()) return null
  const series = facts.series && [facts.series, facts.series_position].filter(Boolean).join(' #')
  return (
    <>
      {series ? <Fact label={t`Series`}>{series}</Fact> : null}
      {facts.publisher ? <Fact label={t`Publisher`}>{facts.publisher}</Fact> : null}
      {facts.languages.length > 0 ? (
        <Fact label={t`Language`}>
          {facts.languages.map((code) => languageName(code, language)).join(', ')}
        </Fact>
      ) : null}
      {facts.age_rating ? <Fact label={t`Age rating`}>{facts.age_rating}</Fact> : null}
      {facts.characters.length > 0 ? <Fact label={t`Characters`}>{facts.characters.join(', ')}</Fact> : null}
      {facts.subjects.length > 0 ? <Fact label={t`Subjects`}>{facts.subjects.join(', ')}</Fact> : null}
      {facts.web && /^https?:\/\//.test(facts.web) ? (
        <Fact label={t`Website`}>
          <a href={facts.web} rel="noopener noreferrer nofollow ugc" target="_blank">
            {new URL(facts.web).host}
          </a>
        </Fact>
      ) : null}
    </>
  )
}
