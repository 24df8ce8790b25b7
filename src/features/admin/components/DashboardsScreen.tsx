import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
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
import { useDashboardPageNames } from '../dashboard-words.ts'
import { errorMessage } from '../error-message.ts'
import { type Keyed, keyed } from '../list-edit.ts'
import { type DashboardPage, dashboardQuery, siteWrites } from '../site-api.ts'
import { useAdminWrite } from '../use-admin-write.ts'
import { AdminAlert, AdminStatus } from './AdminAlert.tsx'
import { DashboardPreview } from './DashboardPreview.tsx'
import { ModuleForm } from './ModuleForm.tsx'
import { OrderedEntries } from './OrderedEntries.tsx'
import { SelectField } from './SelectField.tsx'

type Draft = Keyed<ModuleDraft>

/** The home's, each section's and search's dashboard: modules added, edited, ordered, previewed, saved. */
export function DashboardsScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Dashboards`)
  const pageNames = useDashboardPageNames()
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
    () => (saved.data ? (saved.data as unknown as ModuleDraft[]).map(keyed) : null),
    [saved.data],
  )
  const shown = drafts[page] ?? loaded
  const edit = (next: Draft[]) => setDrafts({ ...drafts, [page]: next })
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
  // People's words first: the label visitors see, else what the module is; its key is shown aside.
  const typeOf = (module: ModuleDraft) => typeNames[module.type as ModuleType] ?? module.type
  const nameOf = (module: ModuleDraft) => module.label?.[language] || typeOf(module)

  return (
    <section className="admin-screen" aria-labelledby="admin-dashboards-title">
      <h1 id="admin-dashboards-title" className="admin-screen__title">
        <Trans>Dashboards</Trans>
      </h1>
      <SelectField
        label={t`Page`}
        value={page}
        choices={dashboardPageNames.map((name) => ({ value: name, label: pageNames[name] }))}
        onChange={(name) => {
          setPage(name)
          preview.reset()
        }}
      />
      {shown === null && saved.isPending ? <Loading /> : null}
      {shown ? (
        <>
          <OrderedEntries
            entries={shown}
            onChange={edit}
            nameOf={nameOf}
            noteOf={(module) => (module.label?.[language] ? typeOf(module) : null)}
            codeOf={(module) => module.name || undefined}
          >
            {(module, set) => <ModuleForm language={language} module={module} onChange={set} />}
          </OrderedEntries>
          {shown.length === 0 ? (
            <p className="admin-empty">
              <Trans>This page has no module yet.</Trans>
            </p>
          ) : null}
          <form
            className="admin-form admin-form--inline"
            onSubmit={(event) => {
              event.preventDefault()
              edit([...shown, keyed(newModule(adding, shown.length + 1))])
            }}
          >
            <SelectField
              label={t`Module type`}
              value={adding}
              choices={moduleTypes.map((type) => ({ value: type, label: typeNames[type] }))}
              onChange={setAdding}
            />
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
              onClick={() => preview.mutate(shown.map((draft) => draft.value))}
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
                        shown.map((draft) => storedModule(draft.value)),
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
