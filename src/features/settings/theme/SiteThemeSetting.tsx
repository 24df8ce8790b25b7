import { useLingui } from '@lingui/react/macro'
import type { SiteTheme } from '../../../contract/site-theme.ts'
import { chooseSiteTheme, useSiteTheme } from './site-theme-setting.ts'

/**
 * Settings' section for the site's colours on this device: as the device prefers, dark or light. A
 * section of its own, so that all its words are in its catalogue.
 */
export function SiteThemeSetting() {
  const { t } = useLingui()
  const chosen = useSiteTheme()
  const choices: { theme: SiteTheme; label: string }[] = [
    { theme: 'device', label: t`As this device prefers` },
    { theme: 'dark', label: t`Dark` },
    { theme: 'light', label: t`Light` },
  ]
  return (
    <section className="settings__section" aria-labelledby="settings-colours">
      <h2 id="settings-colours">{t`Colours`}</h2>
      <p id="settings-colours-hint" className="settings__hint">
        {t`Dark or light, or as this device prefers. On this device only.`}
      </p>
      <fieldset className="settings__choices" aria-describedby="settings-colours-hint">
        <legend className="visually-hidden">{t`The site's colours`}</legend>
        {choices.map(({ theme, label }) => (
          <label key={theme} className="field__check">
            <input
              className="field__checkbox"
              type="radio"
              name="site_theme"
              value={theme}
              checked={chosen === theme}
              onChange={() => chooseSiteTheme(theme)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
    </section>
  )
}
