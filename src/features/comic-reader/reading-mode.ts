import { useCallback } from 'react'
import * as v from 'valibot'
import { type ReadingMode, readingModes } from '../../contract/reading-modes.ts'
import { deviceRecord } from '../../shared/device-record.ts'
import { READING_MODES_KEY } from '../../shared/storage-keys.ts'
import { keptEntries } from '../../shared/stored-entries.ts'

export type { ReadingMode } from '../../contract/reading-modes.ts'
export const DEFAULT_READING_MODE: ReadingMode = 'vertical'

/** Series keep their own mode; only the most recent ones are remembered. */
const MODES_MAX = 300
/** Read series by series: a mode this version does not know loses that series' choice alone. */
const modesSchema = keptEntries(v.picklist(readingModes))
const modes = deviceRecord(READING_MODES_KEY, modesSchema, () => ({}))

/** A series' mode: the reader's choice, else the series' own (`suggested`), else the strip. */
export const readingModeOf = (series: string, suggested?: ReadingMode | null): ReadingMode =>
  modes.read()[series] ?? suggested ?? DEFAULT_READING_MODE

/** Remembers a series' mode; the series chosen last is kept first when the list is trimmed. */
export function setReadingMode(series: string, mode: ReadingMode) {
  const { [series]: _, ...others } = modes.read()
  const kept = Object.entries(others).slice(-(MODES_MAX - 1))
  modes.write({ ...Object.fromEntries(kept), [series]: mode })
}

/** The reading mode chosen for a series (by its slug), if any, and the way to choose one. */
export function useReadingMode(series: string) {
  const mode = modes.use(() => modes.read()[series], undefined)
  const choose = useCallback((next: ReadingMode) => setReadingMode(series, next), [series])
  return [mode, choose] as const
}

/** Forgets the modes held in memory: the next read comes from storage again (tests). */
export const reloadReadingModes = modes.reload
