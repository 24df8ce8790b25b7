import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { AVATAR_MAX_BYTES } from '../../../contract/limits.ts'
import type { Profile } from '../../../contract/schemas/account.ts'
import { ApiError } from '../../../shared/api/api-error.ts'
import { FormAlert } from '../../auth/index.ts'
import { profileKey, removeAvatar, uploadAvatar } from '../api.ts'
import { accountFailureMessage, updateFailed } from '../rule-messages.ts'
import { Avatar } from './Avatar.tsx'

/**
 * Spec §5 avatar: a JPG, JPEG or PNG of at most 2 MB. The picker offers those; the server decides by
 * what the file really is. A file over the size is refused here too, before it is sent.
 */
export function AvatarField({ language, profile }: { language: Language; profile: Profile }) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const queryClient = useQueryClient()
  const onDone = (avatar: Profile['avatar']) => {
    queryClient.setQueryData<Profile>(profileKey, (current) => current && { ...current, avatar })
    if (input.current) input.current.value = ''
  }
  const upload = useMutation({
    mutationFn: async (file: File) => {
      // The server's own refusal, said before the upload rather than after it.
      if (file.size > AVATAR_MAX_BYTES) throw new ApiError('Avatar must be at most 2MB', 'http', 413)
      return uploadAvatar(language, file)
    },
    networkMode: 'always',
    onSuccess: (answer) => onDone(answer.avatar),
  })
  const remove = useMutation({
    mutationFn: () => removeAvatar(language),
    networkMode: 'always',
    onSuccess: (answer) => onDone(answer.avatar),
  })
  const error = upload.error ?? remove.error
  const busy = upload.isPending || remove.isPending
  return (
    <div className="account__avatar">
      <Avatar image={profile.avatar} name={profile.name} size="large" />
      <div className="account__avatar-actions">
        {/* The input is hidden but keeps the focus; its label, drawn as a button, shows it (account.css). */}
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          name="avatar"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) upload.mutate(file)
          }}
        />
        <label className="button button--ghost account__pick" htmlFor={inputId}>
          {profile.avatar ? <Trans>Change avatar</Trans> : <Trans>Choose an avatar</Trans>}
        </label>
        {profile.avatar ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => remove.mutate()}
          >
            <Trans>Remove avatar</Trans>
          </button>
        ) : null}
        <p className="account__hint">
          <Trans>JPG, JPEG or PNG, at most 2 MB.</Trans>
        </p>
        {upload.isPending ? (
          <p className="account__hint" role="status">
            <Trans>Uploading…</Trans>
          </p>
        ) : null}
      </div>
      <FormAlert message={error ? accountFailureMessage(error, updateFailed) : null} />
    </div>
  )
}
