import { Trans, useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { InstallPanel } from '../../install/index.ts'
import { KioskSettings } from '../../kiosk/index.ts'
import { AutoplaySetting } from '../../player/index.ts'
import { SiteThemeSetting } from '../theme/SiteThemeSetting.tsx'

/**
 * Settings: the site's colours, installing the app, how films play, kiosk mode for a wall-mounted tablet, and which
 * version runs.
 */
export function SettingsScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Settings`)
  const version = import.meta.env.APP_VERSION
  return (
    <div className="settings">
      <h1 className="settings__title">
        <Trans>Settings</Trans>
      </h1>
      <SiteThemeSetting />
      <section className="settings__section" aria-labelledby="settings-install">
        <h2 id="settings-install">
          <Trans>Install the app</Trans>
        </h2>
        <InstallPanel />
      </section>
      <section className="settings__section" aria-labelledby="settings-player">
        <h2 id="settings-player">
          <Trans>Films</Trans>
        </h2>
        <p className="settings__hint">
          <Trans>When an episode ends, the next one starts after a few seconds. On this device only.</Trans>
        </p>
        <AutoplaySetting />
      </section>
      <section className="settings__section" aria-labelledby="settings-kiosk">
        <h2 id="settings-kiosk">
          <Trans>Kiosk mode</Trans>
        </h2>
        <p className="settings__hint">
          <Trans>
            For a tablet on a wall: full screen, the screen kept on while reading or watching, no links out of
            the app, no logging in, and back to the home when no one has touched it for a while.
          </Trans>
        </p>
        <KioskSettings language={language} />
      </section>
      <section className="settings__section" aria-labelledby="settings-about">
        <h2 id="settings-about">
          <Trans>About</Trans>
        </h2>
        <p>
          <Trans>Version {version}</Trans>
        </p>
      </section>
    </div>
  )
}
