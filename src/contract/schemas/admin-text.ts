import * as v from 'valibot'
import {
  hasControlCharacter,
  hasDirectionCharacter,
  hasInvisibleCharacter,
  hasLoneSurrogate,
  visibleLength,
} from '../typed-text.ts'

/*
 * Text an admin types for visitors to read (names, labels) and the links they give, as the admin
 * calls check them: one line, no characters that hide or turn text, and a cap in characters as a
 * person counts them.
 */

/** One line of visible text, trimmed and in NFC, from 1 to `max` characters. */
export const lineOfText = (max: number) =>
  v.pipe(
    v.string('must be text'),
    v.transform((text) => text.normalize('NFC').trim()),
    v.minLength(1, 'must not be empty'),
    v.check((text) => !hasLoneSurrogate(text) && !hasControlCharacter(text), 'must be one line of text'),
    v.check(
      (text) => !hasDirectionCharacter(text) && !hasInvisibleCharacter(text),
      'must not hold invisible characters',
    ),
    v.check((text) => visibleLength(text) <= max, `must be at most ${max} characters`),
  )

/** Text in both interface languages. */
export const localizedText = (max: number) => v.object({ vi: lineOfText(max), en: lineOfText(max) })

export const LINK_MAX = 500

/**
 * Where a link leads: an in-app path (`/movie/category/action`; never `//host`, which leaves the
 * site) or an http(s) URL.
 */
export const linkField = v.pipe(
  v.string('must be a link'),
  v.trim(),
  v.maxLength(LINK_MAX, `must be at most ${LINK_MAX} characters`),
  v.check(
    (link) => (/^\/(?![/\\])/.test(link) || /^https?:\/\/[^\s/]+/i.test(link)) && !/[\s\\]/.test(link),
    'must be a path in the app (/…) or an http(s) address',
  ),
)

/** An image: a path under the media root (`banners/a.jpg`) or an http(s) URL. */
export const imageField = v.pipe(
  v.string('must be an image path'),
  v.trim(),
  v.maxLength(LINK_MAX, `must be at most ${LINK_MAX} characters`),
  v.check(
    (path) =>
      /^https?:\/\/[^\s/]+\S*$/i.test(path) ||
      (/^[\w-][\w./-]*$/.test(path) && !path.split('/').includes('..')),
    'must be a media path (covers/a.jpg) or an http(s) address',
  ),
)

/** A CSS colour as #rgb, #rgba, #rrggbb or #rrggbbaa. */
export const colorField = v.pipe(
  v.string('must be a colour'),
  v.regex(/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'must be a colour like #1a2b3c'),
)

/** An icon's name, as the app knows it (`home`, `film-outline`). */
export const iconField = v.pipe(
  v.string('must be an icon name'),
  v.regex(/^[a-z0-9][a-z0-9_-]{0,59}$/i, 'must be an icon name (letters, digits, - and _)'),
)
