import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { ADMIN_IMAGE_BYTES } from '../../../contract/schemas/admin-posts.ts'
import type { AdminPost, PostImageKind } from '../posts-api.ts'

interface PostImageFieldProps {
  kind: PostImageKind
  language: Language
  post: AdminPost
  /** The media path the form holds: the stored one, a page picked, or '' (none, or removed). */
  value: string
  onPick: (path: string) => void
  /** Sends an image file; `onError` gets the server's refusal in the page's language. */
  onUpload: (file: File, onError: (message: string) => void) => void
  busy: boolean
  lock: ReactNode
}

/** Thumbnails of the pages offered: the media server's width nearest a grid cell. */
const THUMB_WIDTH = 200
/** The current image's width on the form. */
const PREVIEW_WIDTH = 300
const isAbsolute = (path: string) => /^https?:\/\//i.test(path)

/**
 * A post's cover (`feature`) or banner: the current image, a page of its own chapters to pick instead
 * (saved with the form), or an image file uploaded at once. A banner can also be removed.
 */
export function PostImageField(props: PostImageFieldProps) {
  const { kind, language, post, value, onPick, onUpload, busy, lock } = props
  const { t } = useLingui()
  const baseId = useId()
  const file = useRef<HTMLInputElement>(null)
  const [picking, setPicking] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const stored = post[kind] ?? ''
  const image = kind === 'feature' ? post.feature_image : post.banner_image
  const pages = post.chapters.flatMap((chapter) =>
    chapter.first_page
      ? [
          {
            ...chapter.first_page,
            chapter: chapter.title[language] || chapter.title.vi || String(chapter.index),
          },
        ]
      : [],
  )
  const picked = value !== stored && value ? pages.find((page) => page.path === value) : undefined
  const label = kind === 'feature' ? t`Cover` : t`Banner`
  const thumb = (page: { path: string; link: string }, width: number) =>
    isAbsolute(page.path) ? page.link : `${page.link}?w=${width}`

  const upload = (chosen: File) => {
    setRefusal(null)
    if (!chosen.type.startsWith('image/')) return setRefusal(t`This file is not an image.`)
    if (chosen.size > ADMIN_IMAGE_BYTES) return setRefusal(t`The image is larger than 8 MB.`)
    onUpload(chosen, setRefusal)
  }

  let current: ReactNode
  if (picked) {
    current = (
      <figure className={`admin-image admin-image--${kind}`}>
        <img src={thumb(picked, PREVIEW_WIDTH)} alt={t`First page of ${picked.chapter}`} />
        <figcaption>
          <Trans>Picked: kept when you save the post.</Trans>
        </figcaption>
      </figure>
    )
  } else if (value === '' && stored !== '') {
    current = (
      <p className="admin-empty">
        <Trans>The banner goes when you save the post.</Trans>
      </p>
    )
  } else if (image) {
    current = (
      <figure className={`admin-image admin-image--${kind}`}>
        <img
          src={image.resizable ? `${image.path}?w=${PREVIEW_WIDTH}` : image.path}
          alt={kind === 'feature' ? t`The current cover` : t`The current banner`}
        />
      </figure>
    )
  } else {
    current = (
      <p className="admin-empty">
        {kind === 'feature' ? <Trans>No cover.</Trans> : <Trans>No banner.</Trans>}
      </p>
    )
  }

  return (
    <fieldset className="admin-form__group">
      <legend>
        {label} {lock}
      </legend>
      {current}
      <div className="admin-card__actions">
        {pages.length > 0 ? (
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={picking}
            aria-controls={picking ? `${baseId}-pages` : undefined}
            onClick={() => setPicking(!picking)}
          >
            {kind === 'feature' ? (
              <Trans>Pick a page for the cover</Trans>
            ) : (
              <Trans>Pick a page for the banner</Trans>
            )}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          aria-describedby={refusal ? `${baseId}-refusal` : undefined}
          onClick={() => file.current?.click()}
        >
          {kind === 'feature' ? <Trans>Upload a cover</Trans> : <Trans>Upload a banner</Trans>}
        </button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            event.target.value = ''
            if (chosen) upload(chosen)
          }}
        />
        {kind === 'banner' && value !== '' ? (
          <button type="button" className="button button--ghost" onClick={() => onPick('')}>
            <Trans>Remove the banner</Trans>
          </button>
        ) : null}
        {value !== stored ? (
          <button type="button" className="button button--ghost" onClick={() => onPick(stored)}>
            {kind === 'feature' ? <Trans>Keep the saved cover</Trans> : <Trans>Keep the saved banner</Trans>}
          </button>
        ) : null}
      </div>
      {refusal ? (
        <p id={`${baseId}-refusal`} className="field__error">
          {refusal}
        </p>
      ) : null}
      {picking && pages.length > 0 ? (
        <ul id={`${baseId}-pages`} className="admin-pages">
          {pages.map((page) => (
            <li key={page.path}>
              <button
                type="button"
                className="admin-page"
                aria-pressed={value === page.path}
                onClick={() => onPick(page.path)}
              >
                <img
                  src={thumb(page, THUMB_WIDTH)}
                  alt={t`First page of ${page.chapter}`}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  )
}
