import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { type UploadPosttype, uploadPosttypes } from '../../../contract/schemas/admin-uploads.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { AdminAlert } from '../components/AdminAlert.tsx'
import { usePostWords } from '../post-words.ts'
import { acceptOf } from './accept.ts'
import { DropZone } from './DropZone.tsx'
import { UnfinishedUploads } from './UnfinishedUploads.tsx'
import { UploadList } from './UploadList.tsx'
import { useUploads } from './use-uploads.ts'

const posttypes = Object.keys(uploadPosttypes) as UploadPosttype[]

/** A new post from files: its type and title, then its files (the first makes the post). */
export function NewPostUpload({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`New post`)
  const words = usePostWords()
  const ids = { type: useId(), title: useId() }
  const [posttype, setPosttype] = useState<UploadPosttype>('comic')
  const [title, setTitle] = useState('')
  const uploads = useUploads(language)
  const ready = title.trim() !== ''
  return (
    <section className="admin-screen" aria-labelledby="admin-upload-title">
      <p>
        <Link to="/$lang/admin/$" params={{ lang: language, _splat: 'posts' }}>
          <Trans>All posts</Trans>
        </Link>
      </p>
      <h1 id="admin-upload-title" className="admin-screen__title">
        <Trans>New post</Trans>
      </h1>
      <p>
        <Trans>
          Comics take CBZ/ZIP files, images or folders of images (images dropped together, or a folder, make
          one chapter), novels EPUB or text files, films video files. The post starts unpublished.
        </Trans>
      </p>
      <div className="admin-filters">
        <div className="field">
          <label htmlFor={ids.type} className="field__label">
            <Trans>Type</Trans>
          </label>
          <select
            id={ids.type}
            className="field__input"
            value={posttype}
            onChange={(event) => setPosttype(event.target.value as UploadPosttype)}
          >
            {posttypes.map((type) => (
              <option key={type} value={type}>
                {words.of(type)}
              </option>
            ))}
          </select>
        </div>
        <div className="field admin-filters__search">
          <label htmlFor={ids.title} className="field__label">
            <Trans>Title</Trans>
          </label>
          <input
            id={ids.title}
            className="field__input"
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
      </div>
      <DropZone
        label={<Trans>Choose files</Trans>}
        accept={acceptOf(posttype)}
        disabled={!ready}
        folders={posttype === 'comic'}
        onFiles={(files) => uploads.add(files, { posttype, title: title.trim() })}
      />
      {ready ? null : (
        <p className="admin-empty">
          <Trans>Give the post a title first.</Trans>
        </p>
      )}
      <AdminAlert message={uploads.failed} />
      <UploadList language={language} uploads={uploads} />
      <UnfinishedUploads
        language={language}
        uploads={uploads}
        belongs={(metadata) => 'posttype' in metadata}
      />
    </section>
  )
}
