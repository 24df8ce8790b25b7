import * as v from 'valibot'
import {
  hasControlCharacter,
  hasDirectionCharacter,
  hasInvisibleCharacter,
  hasLoneSurrogate,
  visibleLength,
} from '../typed-text.ts'
import { atMostCharacters, reasons, say } from './reasons.ts'

/*
 * Text an admin types for visitors to read (names, labels) and the links they give, as the admin
 * calls check them: one line, no characters that hide or turn text, and a cap in characters as a
 * person counts them.
 */

/** One line of visible text, trimmed and in NFC, from 1 to `max` characters. */
export const lineOfText = (max: number) =>
  v.pipe(
    v.string(say(reasons.text)),
    v.transform((text) => text.normalize('NFC').trim()),
    v.minLength(1, say(reasons.notEmpty)),
    v.check(
      (text) => !hasLoneSurrogate(text) && !hasControlCharacter(text),
      say({ vi: 'phải là một dòng văn bản', en: 'must be one line of text' }),
    ),
    v.check(
      (text) => !hasDirectionCharacter(text) && !hasInvisibleCharacter(text),
      say({ vi: 'không được chứa ký tự vô hình', en: 'must not hold invisible characters' }),
    ),
    v.check((text) => visibleLength(text) <= max, say(atMostCharacters(max))),
  )

/** Text in both interface languages. */
export const localizedText = (max: number) => v.object({ vi: lineOfText(max), en: lineOfText(max) })

export const LINK_MAX = 500

/**
 * Where a link leads: an in-app path (`/movie/category/action`; never `//host`, which leaves the
 * site) or an http(s) URL.
 */
export const linkField = v.pipe(
  v.string(say({ vi: 'phải là một liên kết', en: 'must be a link' })),
  v.trim(),
  v.maxLength(LINK_MAX, say(atMostCharacters(LINK_MAX))),
  v.check(
    (link) => (/^\/(?![/\\])/.test(link) || /^https?:\/\/[^\s/]+/i.test(link)) && !/[\s\\]/.test(link),
    say({
      vi: 'phải là một đường dẫn trong ứng dụng (/…) hoặc một địa chỉ http(s)',
      en: 'must be a path in the app (/…) or an http(s) address',
    }),
  ),
)

/** An image: a path under the media root (`banners/a.jpg`) or an http(s) URL. */
export const imageField = v.pipe(
  v.string(say({ vi: 'phải là đường dẫn của một ảnh', en: 'must be an image path' })),
  v.trim(),
  v.maxLength(LINK_MAX, say(atMostCharacters(LINK_MAX))),
  v.check(
    (path) =>
      /^https?:\/\/[^\s/]+\S*$/i.test(path) ||
      (/^[\w-][\w./-]*$/.test(path) && !path.split('/').includes('..')),
    say({
      vi: 'phải là một đường dẫn media (covers/a.jpg) hoặc một địa chỉ http(s)',
      en: 'must be a media path (covers/a.jpg) or an http(s) address',
    }),
  ),
)

/** A CSS colour as #rgb, #rgba, #rrggbb or #rrggbbaa. */
export const colorField = v.pipe(
  v.string(say({ vi: 'phải là một màu', en: 'must be a colour' })),
  v.regex(
    /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
    say({ vi: 'phải là một màu dạng #1a2b3c', en: 'must be a colour like #1a2b3c' }),
  ),
)

/** An icon's name, as the app knows it (`home`, `film-outline`). */
export const iconField = v.pipe(
  v.string(say({ vi: 'phải là tên một biểu tượng', en: 'must be an icon name' })),
  v.regex(
    /^[a-z0-9][a-z0-9_-]{0,59}$/i,
    say({
      vi: 'phải là tên một biểu tượng (chữ cái, chữ số, - và _)',
      en: 'must be an icon name (letters, digits, - and _)',
    }),
  ),
)
