import * as v from 'valibot'
import { deviceRecord } from '../../shared/device-record.ts'
import { NOVEL_FONT_SIZE } from '../../shared/limits.ts'
import { readJson } from '../../shared/local-storage.ts'
import { NOVEL_STYLE_KEY } from '../../shared/storage-keys.ts'
import { isNamedColour } from './colours.ts'

export const fontFamilies = ['serif', 'sans-serif', 'monospace'] as const
export const textAligns = ['left', 'justify'] as const

/** The faces behind each font choice, named in the reader's styles (src/styles/reader.css). */
export const fontStack = (family: (typeof fontFamilies)[number]) => `var(--font-${family})`
export const LINE_HEIGHT = { min: 1.2, max: 2.4, step: 0.1, default: 1.7 } as const
/** The text's side margins, in pixels, and the space between paragraphs, in lines (em). */
export const MARGIN = { min: 0, max: 64, step: 4, default: 16 } as const
export const PARAGRAPH_SPACING = { min: 0, max: 2, step: 0.25, default: 1 } as const

/**
 * The themes readers know from other apps, each a text colour on a background (both among the named
 * colours): white, sepia, dark (the spec's default) and black (for an OLED screen at night).
 */
export const novelThemes = {
  white: { color: 'black', background: 'white' },
  sepia: { color: '#5b4636', background: '#f4ecd8' },
  dark: { color: 'white', background: '#1a1a1a' },
  black: { color: 'lightgrey', background: 'black' },
} as const satisfies Record<string, Pick<NovelStyle, 'color' | 'background'>>
export type NovelTheme = keyof typeof novelThemes

/** The theme a style's colours are, if they are one. */
export const themeOf = (style: Pick<NovelStyle, 'color' | 'background'>) =>
  (Object.keys(novelThemes) as NovelTheme[]).find(
    (theme) => novelThemes[theme].color === style.color && novelThemes[theme].background === style.background,
  )

/** Spec §3 novel style, with line height and alignment added: how a novel's text is shown. */
export interface NovelStyle {
  fontFamily: (typeof fontFamilies)[number]
  fontSize: number
  color: string
  background: string
  lineHeight: number
  textAlign: (typeof textAligns)[number]
  margin: number
  paragraphSpacing: number
}

/** Spec §3 defaults: serif, 18, white on #1a1a1a. */
export const defaultNovelStyle: NovelStyle = {
  fontFamily: 'serif',
  fontSize: NOVEL_FONT_SIZE.default,
  color: 'white',
  background: '#1a1a1a',
  lineHeight: LINE_HEIGHT.default,
  textAlign: 'left',
  margin: MARGIN.default,
  paragraphSpacing: PARAGRAPH_SPACING.default,
}

const clamp = (min: number, max: number) => (value: number) => Math.min(max, Math.max(min, value))
const clampedNumber = (min: number, max: number, round: (n: number) => number) =>
  v.pipe(
    v.number(),
    v.finite(),
    v.transform((n) => clamp(min, max)(round(n))),
  )
const colour = v.pipe(v.string(), v.check(isNamedColour))

/** Each setting read on its own: a wrong one falls back to its default, a size out of range is clamped. */
const novelStyleSchema = v.object({
  fontFamily: v.fallback(v.picklist(fontFamilies), defaultNovelStyle.fontFamily),
  fontSize: v.fallback(
    clampedNumber(NOVEL_FONT_SIZE.min, NOVEL_FONT_SIZE.max, Math.round),
    defaultNovelStyle.fontSize,
  ),
  color: v.fallback(colour, defaultNovelStyle.color),
  background: v.fallback(colour, defaultNovelStyle.background),
  lineHeight: v.fallback(
    clampedNumber(LINE_HEIGHT.min, LINE_HEIGHT.max, (n) => Math.round(n * 10) / 10),
    defaultNovelStyle.lineHeight,
  ),
  textAlign: v.fallback(v.picklist(textAligns), defaultNovelStyle.textAlign),
  margin: v.fallback(clampedNumber(MARGIN.min, MARGIN.max, Math.round), defaultNovelStyle.margin),
  paragraphSpacing: v.fallback(
    clampedNumber(PARAGRAPH_SPACING.min, PARAGRAPH_SPACING.max, (n) => Math.round(n * 4) / 4),
    defaultNovelStyle.paragraphSpacing,
  ),
})

export function normaliseNovelStyle(value: unknown): NovelStyle {
  const parsed = v.safeParse(novelStyleSchema, typeof value === 'object' && value !== null ? value : {})
  return parsed.success ? parsed.output : defaultNovelStyle
}

/** The style kept on this device: a setting that cannot be read is its default, the others stay. */
export const readNovelStyle = (key = NOVEL_STYLE_KEY, initial = defaultNovelStyle) =>
  normaliseNovelStyle(readJson(key, v.unknown(), initial))

/** Kept in localStorage across sessions; whatever is stored is read through the same rules. */
const setting = deviceRecord(
  NOVEL_STYLE_KEY,
  v.pipe(v.unknown(), v.transform(normaliseNovelStyle)),
  () => defaultNovelStyle,
)

/** The novel style as the device holds it; the default while the app takes over a page the server drew. */
export const useNovelStyle = () => setting.use(setting.read, defaultNovelStyle)

/** Changes the novel style; what is written is clamped to the spec's limits first (font size 12 to 100). */
export const changeNovelStyle = (next: Partial<NovelStyle>) =>
  setting.write(normaliseNovelStyle({ ...setting.read(), ...next }))

/** Forgets the style in this module's memory: the next read comes from storage again (tests). */
export const reloadNovelStyle = setting.reload
