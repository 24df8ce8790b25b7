import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { MENU_ENTRIES_MAX } from '../../../contract/dashboard-limits.ts'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { errorMessage } from '../error-message.ts'
import { type Keyed, keyed, withoutEmpty } from '../list-edit.ts'
import { menuQuery, type StoredMenuEntry, siteWrites } from '../site-api.ts'
import { useAdminWrite } from '../use-admin-write.ts'
import { AdminAlert, AdminStatus } from './AdminAlert.tsx'
import { MenuEntryForm } from './MenuEntryForm.tsx'
import { OrderedEntries } from './OrderedEntries.tsx'

/** What is saved: labels given in both languages or not at all, no empty fields. */
function storedOf(entry: StoredMenuEntry): StoredMenuEntry {
  const { label, ...rest } = withoutEmpty(entry)
  const named = label && (label.vi.trim() || label.en.trim())
  return named ? { ...rest, label } : rest
}

/** The side menu's entries (spec §3 data.navbar), edited in order and saved together. */
export function MenuScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Side menu`)
  const menu = useQuery(menuQuery(language))
  const write = useAdminWrite()
  const [drafts, setDrafts] = useState<Keyed<StoredMenuEntry>[] | null>(null)
  // Keys made once per answer, so a re-render keeps the fields (and the focus) where they are.
  const saved = useMemo(() => (menu.data ? menu.data.map(keyed) : null), [menu.data])
  const shown = drafts ?? saved
  const edit = (next: Keyed<StoredMenuEntry>[]) => setDrafts(next)

  if (!shown) {
    return (
      <section className="admin-screen">
        <AdminAlert
          message={menu.isError ? errorMessage(menu.error, t`The menu could not be loaded.`) : null}
        />
        {menu.isPending ? <Loading /> : null}
      </section>
    )
  }
  const kinds: Record<string, string> = { menu: t`Link`, block: t`Heading`, line: t`Line`, space: t`Space` }
  // People's words first: the label visitors see, else the entry's kind; its key is shown aside.
  const nameOf = (entry: StoredMenuEntry) => entry.label?.[language] || kinds[entry.type] || t`New entry`
  return (
    <section className="admin-screen" aria-labelledby="admin-menu-title">
      <h1 id="admin-menu-title" className="admin-screen__title">
        <Trans>Side menu</Trans>
      </h1>
      <OrderedEntries
        entries={shown}
        onChange={edit}
        nameOf={nameOf}
        noteOf={(entry) => (entry.label?.[language] ? kinds[entry.type] : null)}
        codeOf={(entry) => entry.name || undefined}
      >
        {(entry, set) => <MenuEntryForm entry={entry} onChange={set} />}
      </OrderedEntries>
      <div className="admin-card__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={shown.length >= MENU_ENTRIES_MAX}
          onClick={() => edit([...shown, keyed<StoredMenuEntry>({ type: 'menu', name: '', url: '' })])}
        >
          <Trans>Add an entry</Trans>
        </button>
        <button
          type="button"
          className="button"
          disabled={write.busy}
          onClick={() =>
            write.run(
              {
                send: () =>
                  siteWrites.saveMenu(
                    language,
                    shown.map((draft) => storedOf(draft.value)),
                  ),
                done: t`The menu is saved.`,
              },
              { onSuccess: () => setDrafts(null) },
            )
          }
        >
          <Trans>Save</Trans>
        </button>
      </div>
      <AdminStatus message={write.done} />
      <AdminAlert message={write.failed} />
    </section>
  )
}
