import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { MINUTES_A_DAY, type PushSettings } from '../../../contract/schemas/push.ts'
import { type Shelf, shelves } from '../../../contract/shelves.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { PRIVATE_QUERY } from '../../../shared/api/private-query.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { getPushSettings, pushSettingsKey, savePushSettings } from '../api.ts'

/** `HH:MM` of a minute of the day, as a time field shows it. */
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
/** A time field's `HH:MM` as minutes after midnight; null when it is empty or not a time. */
export const minutesOf = (time: string) => {
  const match = /^(\d{2}):(\d{2})/.exec(time)
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return minutes < MINUTES_A_DAY ? minutes : null
}

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** What is pushed and when: on or off, the reading lists that notify, quiet hours. */
export function PushSettingsForm({ language }: { language: Language }) {
  const settings = useQuery({
    queryKey: pushSettingsKey,
    queryFn: ({ signal }) => getPushSettings(language, signal),
    meta: PRIVATE_QUERY,
  })
  return (
    <section className="account__section" aria-labelledby="push-settings-title">
      <h2 id="push-settings-title">
        <Trans>What you are told of</Trans>
      </h2>
      {settings.data ? (
        <SettingsFields language={language} saved={settings.data} />
      ) : settings.isError ? (
        <p role="alert">
          <Trans>Your settings could not be loaded. Please try again.</Trans>
        </p>
      ) : (
        <Loading />
      )}
    </section>
  )
}

function SettingsFields({ language, saved }: { language: Language; saved: PushSettings }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [enabled, setEnabled] = useState(saved.enabled)
  const [lists, setLists] = useState<Shelf[]>(saved.lists)
  const [quiet, setQuiet] = useState(saved.quiet_start !== null)
  const [from, setFrom] = useState(timeOf(saved.quiet_start ?? 22 * 60))
  const [to, setTo] = useState(timeOf(saved.quiet_end ?? 7 * 60))
  const [done, setDone] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const save = useMutation({
    mutationFn: (next: PushSettings) => savePushSettings(language, next),
    networkMode: 'always',
    onSuccess: (answer) => {
      setDone(true)
      queryClient.setQueryData(pushSettingsKey, answer)
    },
  })
  const shelfNames: Record<Shelf, string> = {
    reading: t`Reading`,
    plan: t`Plan to read`,
    completed: t`Completed`,
    on_hold: t`On hold`,
    dropped: t`Dropped`,
    rereading: t`Re-reading`,
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setDone(false)
    const start = quiet ? minutesOf(from) : null
    const end = quiet ? minutesOf(to) : null
    if (quiet && (start === null || end === null)) return setInvalid(true)
    setInvalid(false)
    save.mutate({
      enabled,
      lists: shelves.filter((shelf) => lists.includes(shelf)),
      quiet_start: start,
      quiet_end: end,
      time_zone: quiet ? deviceTimeZone() : null,
    })
  }
  const timeZone = saved.time_zone ?? deviceTimeZone()
  const failure = save.error
    ? isApiError(save.error) && save.error.reason === 'rejected'
      ? save.error.message
      : t`Your settings could not be saved. Please try again.`
    : invalid
      ? t`Quiet hours need a start and an end.`
      : null
  return (
    <form className="account__form push-settings__form" noValidate onSubmit={submit}>
      <label className="field__check">
        <input
          className="field__checkbox"
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <span>
          <Trans>Send me notifications of new chapters and episodes</Trans>
        </span>
      </label>
      <fieldset className="push-settings__lists" disabled={!enabled}>
        <legend>
          <Trans>Followed stories on these reading lists</Trans>
        </legend>
        {shelves.map((shelf) => (
          <label key={shelf} className="field__check">
            <input
              className="field__checkbox"
              type="checkbox"
              checked={lists.includes(shelf)}
              onChange={(event) =>
                setLists((now) =>
                  event.target.checked ? [...now, shelf] : now.filter((listed) => listed !== shelf),
                )
              }
            />
            <span>{shelfNames[shelf]}</span>
          </label>
        ))}
        <p className="account__hint">
          <Trans>A followed story on no reading list always notifies.</Trans>
        </p>
      </fieldset>
      <fieldset className="push-settings__lists" disabled={!enabled}>
        <legend>
          <Trans>Quiet hours</Trans>
        </legend>
        <label className="field__check">
          <input
            className="field__checkbox"
            type="checkbox"
            checked={quiet}
            onChange={(event) => setQuiet(event.target.checked)}
          />
          <span>
            <Trans>Hold notifications at night, or whenever you choose</Trans>
          </span>
        </label>
        {quiet ? (
          <div className="push-settings__hours">
            <label className="field">
              <span className="field__label">
                <Trans>From</Trans>
              </span>
              <input
                className="field__input"
                type="time"
                value={from}
                required
                onChange={(event) => setFrom(event.target.value)}
              />
            </label>
            <label className="field">
              <span className="field__label">
                <Trans>Until</Trans>
              </span>
              <input
                className="field__input"
                type="time"
                value={to}
                required
                onChange={(event) => setTo(event.target.value)}
              />
            </label>
          </div>
        ) : null}
        <p className="account__hint">
          <Trans>
            A notification due in quiet hours comes when they end. Times are this device’s ({timeZone}).
          </Trans>
        </p>
      </fieldset>
      <div className="auth-form__alert" role="alert">
        {failure ? <p>{failure}</p> : null}
      </div>
      <div className="account__done" role="status">
        {done ? (
          <p>
            <Trans>Your settings are saved.</Trans>
          </p>
        ) : null}
      </div>
      <div className="push-settings__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
  )
}
