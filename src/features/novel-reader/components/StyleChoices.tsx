import { useLingui } from '@lingui/react/macro'
import {
  fontFamilies,
  fontStack,
  type NovelStyle,
  type NovelTheme,
  novelThemes,
  textAligns,
  themeOf,
} from '../novel-style.ts'

interface StyleChoicesProps {
  draft: NovelStyle
  onChange: (patch: Partial<NovelStyle>) => void
}

/** The theme (each shown in its colours), the font family (each named in its own face) and the alignment of the text. */
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
  const themeLabels: Record<NovelTheme, string> = {
    white: t({ message: 'White', context: 'reader theme' }),
    sepia: t({ message: 'Sepia', context: 'reader theme' }),
    dark: t({ message: 'Dark', context: 'reader theme' }),
    black: t({ message: 'Black', context: 'reader theme' }),
  }
  const theme = themeOf(draft)
  return (
    <>
      <fieldset className="filter-sheet__group">
        <legend>{t`Theme`}</legend>
        <div className="filter-sheet__options">
          {(Object.keys(novelThemes) as NovelTheme[]).map((name) => (
            <label key={name} className="pill filter-sheet__option" style={novelThemes[name]}>
              <input
                type="radio"
                name="theme"
                value={name}
                checked={theme === name}
                onChange={() => onChange(novelThemes[name])}
              />
              {themeLabels[name]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="filter-sheet__group">
        <legend>{t`Font`}</legend>
        <div className="filter-sheet__options">
          {fontFamilies.map((family) => (
            <label
              key={family}
              className="pill filter-sheet__option"
              style={{ fontFamily: fontStack(family) }}
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
