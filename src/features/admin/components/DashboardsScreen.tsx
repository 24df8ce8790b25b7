import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { DASHBOARD_MODULES_MAX, dashboardPageNames } from '../../../contract/dashboard-limits.ts'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import {
  type ModuleDraft,
  type ModuleType,
  moduleTypes,
  newModule,
  storedModule,
} from '../dashboard-draft.ts'
import { errorMessage } from '../error-message.ts'
import { moveEntry } from '../list-edit.ts'
import { usePostWords } from '../post-words.ts'
import { type DashboardPage, dashboardQuery, siteWrites } from '../site-api.ts'
import { useAdminWrite } from '../use-admin-write.ts'
import { AdminAlert, AdminStatus } from './AdminAlert.tsx'
import { DashboardPreview } from './DashboardPreview.tsx'
import { ModuleForm } from './ModuleForm.tsx'
import { OrderButtons } from './OrderButtons.tsx'

/** A module being edited, with a key of its own so its fields (and focus) follow it when it moves. */
interface Draft {
  key: number
  module: ModuleDraft
}
let nextKey = 1
const draftOf = (module: ModuleDraft): Draft => ({ key: nextKey++, module })

/** The home's, each section's and search's dashboard: modules added, edited, ordered, previewed, saved. */
export function DashboardsScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Dashboards`)
  const words = usePostWords()
  const ids = { page: useId(), type: useId() }
  const [page, setPage] = useState<DashboardPage>('index')
  const [adding, setAdding] = useState<ModuleType>('itemshorizontal')
  // Edits are kept per page until saved: choosing another page and coming back loses nothing.
  const [drafts, setDrafts] = useState<Partial<Record<DashboardPage, Draft[]>>>({})
  const saved = useQuery(dashboardQuery(language, page))
  const write = useAdminWrite()
  const preview = useMutation({
    mutationFn: (modules: ModuleDraft[]) => siteWrites.preview(language, page, modules.map(storedModule)),
  })
  const loaded = useMemo(
    () => (saved.data ? (saved.data as unknown as ModuleDraft[]).map(draftOf) : null),
    [saved.data],
  )
  const shown = drafts[page] ?? loaded
  const edit = (next: Draft[]) => setDrafts({ ...drafts, [page]: next })
  const pageNames: Record<DashboardPage, string> = {
    index: t`Home`,
    movie: words.of('movie'),
    comic: words.of('comic'),
    novel: words.of('novel'),
    game: words.of('game'),
    search: t`Search`,
  }
  const typeNames: Record<ModuleType, string> = {
    itemshorizontal: t`Posts in a row`,
    itemslider: t`Posts in a slider`,
    itemslist: t`Posts in a list`,
    itemgrid: t`Posts in a grid`,
    itemstab: t`Posts in tabs`,
    slider: t`Banners`,
    posttype_slider: t`Post type slider`,
    type_tabs: t`Post type tabs`,
    blocklabel: t`Heading`,
    space: t`Space`,
    homechat: t`Chat`,
  }
  const nameOf = (module: ModuleDraft) =>
    module.label?.[language] || module.name || typeNames[module.type as ModuleType] || module.type

  return (
    <section className="admin-screen" aria-labelledby="admin-dashboards-title">
      <h1 id="admin-dashboards-title" className="admin-screen__title">
        <Trans>Dashboards</Trans>
      </h1>
      <div className="field">
        <label htmlFor={ids.page} className="field__label">
          <Trans>Page</Trans>
        </label>
        <select
          id={ids.page}
          className="field__input"
          value={page}
          onChange={(event) => {
            setPage(event.target.value as DashboardPage)
            preview.reset()
          }}
        >
          {dashboardPageNames.map((name) => (
            <option key={name} value={name}>
              {pageNames[name]}
            </option>
          ))}
        </select>
      </div>
      {shown === null && saved.isPending ? <Loading /> : null}
      {shown ? (
        <>
          <ol className="admin-list">
            {shown.map((draft, index) => (
              <li key={draft.key} className="admin-card">
                <p className="admin-card__name">
                  {index + 1}. {nameOf(draft.module)}{' '}
                  <span className="admin-card__email">
                    ({typeNames[draft.module.type as ModuleType] ?? draft.module.type})
                  </span>
                </p>
                <ModuleForm
                  language={language}
                  module={draft.module}
                  onChange={(module) =>
                    edit(shown.map((one) => (one.key === draft.key ? { ...one, module } : one)))
                  }
                />
                <OrderButtons
                  name={nameOf(draft.module)}
                  first={index === 0}
                  last={index === shown.length - 1}
                  onMove={(by) => edit(moveEntry(shown, index, by))}
                  onRemove={() => edit(shown.filter((one) => one.key !== draft.key))}
                />
              </li>
            ))}
          </ol>
          {shown.length === 0 ? (
            <p className="admin-empty">
              <Trans>This page has no module yet.</Trans>
            </p>
          ) : null}
          <form
            className="admin-form admin-form--inline"
            onSubmit={(event) => {
              event.preventDefault()
              edit([...shown, draftOf(newModule(adding, shown.length + 1))])
            }}
          >
            <div className="field">
              <label htmlFor={ids.type} className="field__label">
                <Trans>Module type</Trans>
              </label>
              <select
                id={ids.type}
                className="field__input"
                value={adding}
                onChange={(event) => setAdding(event.target.value as ModuleType)}
              >
                {moduleTypes.map((type) => (
                  <option key={type} value={type}>
                    {typeNames[type]}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className="button button--ghost"
              disabled={shown.length >= DASHBOARD_MODULES_MAX}
            >
              <Trans>Add the module</Trans>
            </button>
          </form>
          <div className="admin-card__actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={preview.isPending}
              onClick={() => preview.mutate(shown.map((draft) => draft.module))}
            >
              <Trans>Preview</Trans>
            </button>
            <button
              type="button"
              className="button"
              disabled={write.busy}
              onClick={() =>
                write.run(
                  {
                    send: () =>
                      siteWrites.saveDashboard(
                        language,
                        page,
                        shown.map((draft) => storedModule(draft.module)),
                      ),
                    done: t`The dashboard is published.`,
                  },
                  { onSuccess: () => setDrafts({ ...drafts, [page]: undefined }) },
                )
              }
            >
              <Trans>Save</Trans>
            </button>
          </div>
        </>
      ) : null}
      <AdminStatus message={write.done} />
      <AdminAlert
        message={
          write.failed ??
          (preview.isError ? errorMessage(preview.error, t`The preview could not be made.`) : null) ??
          (saved.isError ? errorMessage(saved.error, t`The dashboard could not be loaded.`) : null)
        }
      />
      {preview.data ? <DashboardPreview modules={preview.data} language={language} /> : null}
    </section>
  )
}
