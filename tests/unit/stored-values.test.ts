import * as v from 'valibot'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { lastReadOf, positionOf, reloadPositions } from '../../src/entities/reading/positions.ts'
import { readingModeOf, reloadReadingModes } from '../../src/features/comic-reader/reading-mode.ts'
import { defaultNovelStyle, readNovelStyle } from '../../src/features/novel-reader/novel-style.ts'
import { resumePosition } from '../../src/features/player/resume-store.ts'
import { storedLanguage } from '../../src/shared/i18n/languages.ts'
import { kioskOff, readKioskSettings } from '../../src/shared/kiosk.ts'
import { readJson } from '../../src/shared/local-storage.ts'
import {
  FILM_POSITIONS_KEY,
  KIOSK_KEY,
  LANGUAGE_KEY,
  NOVEL_STYLE_KEY,
  READER_POSITIONS_KEY,
  READING_MODES_KEY,
  TOKEN_KEY,
} from '../../src/shared/storage-keys.ts'

/**
 * What the app reads from localStorage, fed what another version, an extension or a person could
 * have left there: each bad value reads as its default (or the good part of it is kept), never throws.
 */
const junk = [
  ['not JSON', '{"chapters": '],
  ['a number', '42'],
  ['a huge number', '1e999'],
  ['null', 'null'],
  ['a list', '[1,2,3]'],
  ['a string', '"garbage"'],
  [
    'prototype keys only',
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
  ],
] as const

const store = (key: string, value: unknown) =>
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))

beforeEach(() => {
  localStorage.clear()
  reloadPositions()
  reloadReadingModes()
})

/** A schema for readJson's own tests: an object with a number `a`. */
const numberA = v.object({ a: v.number() })

const unpolluted = () => expect(({} as Record<string, unknown>).polluted).toBeUndefined()

describe('readJson', () => {
  it.each(junk)('reads %s as the fallback when the schema refuses it', (_, raw) => {
    localStorage.setItem('x', raw)
    expect(readJson('x', numberA, { a: 1 })).toEqual({ a: 1 })
    unpolluted()
  })

  it('reads the fallback when nothing is stored, or storage itself throws', () => {
    expect(readJson('missing', numberA, { a: 1 })).toEqual({ a: 1 })
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    try {
      expect(readJson('x', numberA, { a: 2 })).toEqual({ a: 2 })
    } finally {
      spy.mockRestore()
    }
  })
})

describe('reading positions', () => {
  it.each(junk)('%s reads as nothing read yet', (_, raw) => {
    localStorage.setItem(READER_POSITIONS_KEY, raw)
    expect(lastReadOf(1)).toBeUndefined()
    expect(positionOf(1, 1)).toBeUndefined()
    unpolluted()
  })

  it('keeps the good entries beside bad ones: wrong types, huge numbers, prototype keys', () => {
    const good = { index: 3, page: 2, at: 1000 }
    store(READER_POSITIONS_KEY, {
      chapters: { '1:3': good, '2:1': { index: 'one', at: 1 }, '3:1': { index: 1, page: 1e308 * 10, at: 1 } },
      posts: { '1': good, '2': { index: 1, fraction: 7, at: 1 }, '3': null, '4': { index: 1, at: 'now' } },
    })
    // JSON.stringify writes Infinity as null; a huge page that is finite but not safe is refused too.
    expect(positionOf(1, 3)).toEqual({ page: 2, fraction: undefined })
    expect(positionOf(2, 1)).toBeUndefined()
    expect(lastReadOf(1)).toEqual(good)
    expect(lastReadOf(2)).toBeUndefined()
    expect(lastReadOf(4)).toBeUndefined()

    localStorage.setItem(
      READER_POSITIONS_KEY,
      '{"chapters": {"__proto__": {"index": 1, "at": 1}, "5:9": {"index": 9, "page": 1e20, "at": 1}}, "posts": 3}',
    )
    reloadPositions()
    expect(positionOf(5, 9)).toBeUndefined()
    expect(lastReadOf(5)).toBeUndefined()
    unpolluted()
  })
})

describe('comic reading modes', () => {
  it.each(junk)('%s reads as the default mode', (_, raw) => {
    localStorage.setItem(READING_MODES_KEY, raw)
    expect(readingModeOf('robot')).toBe('vertical')
    unpolluted()
  })

  it('keeps each good series beside modes it does not know', () => {
    store(READING_MODES_KEY, { robot: 'rtl', other: 'sideways', third: 3, fourth: 'ltr' })
    expect(readingModeOf('robot')).toBe('rtl')
    expect(readingModeOf('other')).toBe('vertical')
    expect(readingModeOf('third')).toBe('vertical')
    expect(readingModeOf('fourth')).toBe('ltr')
  })

  it('opens a series in its own mode until the reader chooses one, and the choice then wins', () => {
    store(READING_MODES_KEY, { robot: 'vertical' })
    expect(readingModeOf('manga', 'rtl')).toBe('rtl')
    expect(readingModeOf('manga', null)).toBe('vertical')
    expect(readingModeOf('robot', 'rtl')).toBe('vertical')
  })
})

describe('film positions', () => {
  it.each(junk)('%s reads as starting the film over', (_, raw) => {
    localStorage.setItem(FILM_POSITIONS_KEY, raw)
    expect(resumePosition('/media/film.mpd')).toBeUndefined()
    unpolluted()
  })

  it('keeps each good film beside wrong, negative or endless positions', () => {
    localStorage.setItem(
      FILM_POSITIONS_KEY,
      '{"good": {"t": 42, "at": 1}, "text": {"t": "42", "at": 1}, "negative": {"t": -5, "at": 1}, "endless": {"t": 1e999, "at": 1}}',
    )
    expect(resumePosition('good')).toBe(42)
    expect(resumePosition('text')).toBeUndefined()
    expect(resumePosition('negative')).toBeUndefined()
    expect(resumePosition('endless')).toBeUndefined()
  })
})

describe('novel style', () => {
  it.each(junk)('%s reads as the default style', (_, raw) => {
    localStorage.setItem(NOVEL_STYLE_KEY, raw)
    expect(readNovelStyle()).toEqual(defaultNovelStyle)
    unpolluted()
  })

  it('keeps the good settings, clamps sizes and drops the rest', () => {
    store(NOVEL_STYLE_KEY, {
      fontFamily: 'monospace',
      fontSize: 1e300,
      color: 'red; background: url(x)',
      lineHeight: '2',
      textAlign: 'justify',
    })
    expect(readNovelStyle()).toEqual({
      ...defaultNovelStyle,
      fontFamily: 'monospace',
      fontSize: 100,
      textAlign: 'justify',
    })
  })
})

describe('kiosk', () => {
  it.each(junk)('%s reads as kiosk mode off', (_, raw) => {
    localStorage.setItem(KIOSK_KEY, raw)
    expect(readKioskSettings()).toEqual(kioskOff)
    unpolluted()
  })

  it('is off when its PIN cannot be read, and keeps its PIN when only the idle time is wrong', () => {
    store(KIOSK_KEY, { on: true, pin: '12ab', idleSeconds: 300 })
    expect(readKioskSettings()).toEqual(kioskOff)
    store(KIOSK_KEY, { on: 'yes', pin: '2468', idleSeconds: 300 })
    expect(readKioskSettings()).toEqual(kioskOff)
    store(KIOSK_KEY, '{"on": true, "pin": "2468", "idleSeconds": 1e999}')
    expect(readKioskSettings()).toEqual({
      on: true,
      pin: '2468',
      idleSeconds: kioskOff.idleSeconds,
      ageLimit: 0,
    })
  })
})

describe('language', () => {
  it.each(['fr', '"vi"', '', 'en '])('%j reads as the default language', (raw) => {
    localStorage.setItem(LANGUAGE_KEY, raw)
    expect(storedLanguage()).toBe('vi')
  })

  it('reads a stored choice', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en')
    expect(storedLanguage()).toBe('en')
  })
})

describe('session token', () => {
  /** The token as the app reads it when it starts (the atom reads storage once, on load). */
  async function tokenOnStart() {
    vi.resetModules()
    const { store: appStore } = await import('../../src/shared/store.ts')
    const { tokenAtom } = await import('../../src/shared/auth-atoms.ts')
    return appStore.get(tokenAtom)
  }

  it.each([
    ['a header break', 'abc\r\nX-Evil: 1'],
    ['accented letters', 'tökén'],
    ['spaces', 'a token'],
    ['JSON', '{"token":"abc"}'],
    ['too long', 'a'.repeat(10_000)],
  ])('%s reads as signed out', async (_, raw) => {
    localStorage.setItem(TOKEN_KEY, raw)
    expect(await tokenOnStart()).toBeNull()
  })

  it('reads a token as the server makes it (43 base64url characters)', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde'
    localStorage.setItem(TOKEN_KEY, token)
    expect(await tokenOnStart()).toBe(token)
  })
})
