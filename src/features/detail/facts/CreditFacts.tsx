import { useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import type { Person } from '../../../contract/schemas/detail.ts'
import { Fact } from '../components/Fact.tsx'
import { PeopleLinks } from '../components/PeopleLinks.tsx'
import { useFactsMessages } from './facts-messages.ts'

interface CreditFactsProps {
  language: Language
  artists: Person[]
  studios: Person[]
}

/**
 * Who drew a comic or illustrated a book, and the studios that made a film, each only when the post
 * credits any. Their words are the facts' (facts-messages.ts), which few pages need.
 */
export function CreditFacts({ language, artists, studios }: CreditFactsProps) {
  const { t } = useLingui()
  if (!useFactsMessages()) return null
  return (
    <>
      {artists.length > 0 ? (
        <Fact label={artists.length > 1 ? t`Artists` : t`Artist`}>
          <PeopleLinks language={language} people={artists} />
        </Fact>
      ) : null}
      {studios.length > 0 ? (
        <Fact label={studios.length > 1 ? t`Studios` : t`Studio`}>
          <PeopleLinks language={language} people={studios} />
        </Fact>
      ) : null}
    </>
  )
}
