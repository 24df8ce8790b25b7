import { useLingui } from '@lingui/react/macro'
import { fontFamilies, fontStacks, type NovelStyle, textAligns } from '../novel-style.ts'

interface StyleChoicesProps {
  draft: NovelStyle
  onChange: (patch: Partial<NovelStyle>) => void
}

/** The font family (each named in its own face) and the alignment of the text. */
export function StyleChoices({ draft, onChange }: StyleChoicesProps) {
  const { t } = useLingui()
  const fontLabels: Record<NovelStyle['fontFamily'], string> = {
    serif: t`Serif`,
    'sans-serif': t`Sans-serif`,
    monospace: t`Monospace`,
  }
  const alignLabels: Record<NovelStyle['textAlign'], string> = {
    left: t`Align left`,
    justify: t`Justify`,
  }
  return (
    <>
      <fieldset className="filter-sheet__group">
        <legend>{t`Font`}</legend>
        <div className="filter-sheet__options">
          {fontFamilies.map((family) => (
            <label
              key={family}
              className="pill filter-sheet__option"
              style={{ fontFamily: fontStacks[family] }}
            >
              <input
                type="radio"
                name="fontFamily"
                value={family}
                checked={draft.fontFamily === family}
                onChange={() => onChange({ fontFamily: family })}
              />
              {fontLabels[family]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="filter-sheet__group">
        <legend>{t`Text alignment`}</legend>
        <div className="filter-sheet__options">
          {textAligns.map((align) => (
            <label key={align} className="pill filter-sheet__option">
              <input
                type="radio"
                name="textAlign"
                value={align}
                checked={draft.textAlign === align}
                onChange={() => onChange({ textAlign: align })}
              />
              {alignLabels[align]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  )
}
