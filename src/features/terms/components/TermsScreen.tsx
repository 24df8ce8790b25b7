import { Trans, useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { termsOfUse } from '../terms-of-use.ts'

/** The terms of use the register form asks to accept (spec §2 register: the terms checkbox links here). */
export function TermsScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Terms of use`)
  return (
    <article className="terms">
      <h1 className="terms__title">
        <Trans>Terms of use</Trans>
      </h1>
      {termsOfUse[language].map((section) => (
        <section key={section.heading} className="terms__section">
          <h2 className="terms__heading">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  )
}
