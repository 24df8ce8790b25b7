import { useLingui } from '@lingui/react/macro'
import { type PageLayout, pageLayouts, setPageLayout, usePageLayout } from '../page-layout.ts'

/**
 * How pages are laid out a page at a time: one, two side by side, or two on a wide screen lying
 * down; and whether the cover stands alone before the spreads. Kept on the device, for every comic.
 */
export function PageLayoutChoice() {
  const { t } = useLingui()
  const setting = usePageLayout()
  const labels: Record<PageLayout, string> = {
    single: t`One page`,
    double: t`Two pages`,
    auto: t`Two when wide`,
  }
  return (
    <fieldset className="filter-sheet__group">
      <legend>{t`Pages side by side`}</legend>
      <div className="filter-sheet__options">
        {pageLayouts.map((layout) => (
          <label key={layout} className="pill filter-sheet__option">
            <input
              type="radio"
              name="page-layout"
              value={layout}
              checked={setting.layout === layout}
              onChange={() => setPageLayout({ ...setting, layout })}
            />
            {labels[layout]}
          </label>
        ))}
      </div>
      <label className="filter-sheet__check">
        <input
          type="checkbox"
          checked={setting.coverAlone}
          disabled={setting.layout === 'single'}
          onChange={(event) => setPageLayout({ ...setting, coverAlone: event.target.checked })}
        />
        {t`Cover page alone`}
      </label>
    </fieldset>
  )
}
