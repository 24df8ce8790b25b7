import { Trans } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { Dashboard } from '../../dashboard/index.ts'
import type { PreviewModule } from '../site-api.ts'

/**
 * The dashboard as visitors would get it with the modules being edited, drawn by the site's own
 * dashboard from the public call's answer, which the preview call gives unchanged.
 */
export function DashboardPreview({ modules, language }: { modules: PreviewModule[]; language: Language }) {
  return (
    <section className="admin-form__group admin-preview" aria-labelledby="admin-preview-title">
      <h2 id="admin-preview-title">
        <Trans>Preview</Trans>
      </h2>
      <p>
        <Trans>Links in the preview do not open, so nothing being edited is lost.</Trans>
      </p>
      {/* Caught before the links' own handlers: leaving the screen would drop the unsaved modules. */}
      <div
        onClickCapture={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) event.preventDefault()
        }}
      >
        <Dashboard modules={modules} language={language} />
      </div>
    </section>
  )
}
