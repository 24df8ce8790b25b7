import { Trans } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { APP_KEYS_MAX } from '../../../contract/limits.ts'
import type { CreatedAppKey } from '../app-keys-api.ts'
import { AppKeyForm } from './AppKeyForm.tsx'
import { AppKeyList } from './AppKeyList.tsx'
import { NewAppKey } from './NewAppKey.tsx'

/**
 * Keys for reader apps (server/app-keys): an e-reader's OPDS catalogue and KOReader's progress sync
 * sign in with one instead of the password, which a key never reaches. One key for each app, so
 * each can be revoked alone.
 */
export function AppKeySection({ language }: { language: Language }) {
  // The key just made, held here only: leaving the page or hiding it, it is gone for good.
  const [created, setCreated] = useState<CreatedAppKey | null>(null)
  const title = useRef<HTMLHeadingElement>(null)
  const max = APP_KEYS_MAX
  return (
    <section className="account__section" aria-labelledby="app-keys-title">
      <h2 id="app-keys-title" ref={title} tabIndex={-1}>
        <Trans>App keys</Trans>
      </h2>
      <p>
        <Trans>
          A key lets a reader app (KOReader, Panels, Thorium, Moon+ Reader…) open the catalogue of comics and
          novels with your account, and KOReader keep your place in step with the site. It works there only,
          never for the rest of your account. Make one for each app, up to {max}: each can be revoked alone.
        </Trans>
      </p>
      <AppKeyForm language={language} onCreated={setCreated} />
      {created ? (
        <NewAppKey
          key={created.app_key.id}
          language={language}
          created={created}
          onHide={() => {
            // Its button goes with it: focus stays in the section, at its top.
            title.current?.focus()
            setCreated(null)
          }}
        />
      ) : null}
      <AppKeyList
        language={language}
        onRevoked={(key) => setCreated((shown) => (shown?.app_key.id === key.id ? null : shown))}
      />
    </section>
  )
}
