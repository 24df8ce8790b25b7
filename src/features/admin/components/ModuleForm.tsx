import { Trans, useLingui } from '@lingui/react/macro'
import { LABEL_MAX, MODULE_ITEMS_MAX, MODULE_TABS_MAX } from '../../../contract/dashboard-limits.ts'
import type { Language } from '../../../contract/languages.ts'
import { posttypes } from '../../../contract/posttypes.ts'
import { LINK_MAX } from '../../../contract/schemas/admin-text.ts'
import {
  type ItemDraft,
  isPostList,
  type ModuleDraft,
  newSource,
  type TabDraft,
  type Texts,
} from '../dashboard-draft.ts'
import { replaceAt } from '../list-edit.ts'
import { usePostWords } from '../post-words.ts'
import { SelectField } from './SelectField.tsx'
import { SourceFields } from './SourceFields.tsx'
import { TextField } from './TextField.tsx'

interface ModuleFormProps {
  language: Language
  module: ModuleDraft
  onChange: (module: ModuleDraft) => void
}

const none: Texts = { vi: '', en: '' }

/** A module's fields, fitted to its type: its posts' source, its tabs, or its banners and links. */
export function ModuleForm({ language, module, onChange }: ModuleFormProps) {
  const { t } = useLingui()
  const words = usePostWords()
  const texts = (name: string, value: Texts | undefined, set: (texts: Texts) => void) => {
    const both = value ?? none
    return (
      <>
        <TextField
          label={t`${name} (Vietnamese)`}
          value={both.vi}
          max={LABEL_MAX}
          onChange={(vi) => set({ ...both, vi })}
        />
        <TextField
          label={t`${name} (English)`}
          value={both.en}
          max={LABEL_MAX}
          onChange={(en) => set({ ...both, en })}
        />
      </>
    )
  }
  const items = module.items ?? []
  const setItem = (index: number, item: ItemDraft) =>
    onChange({ ...module, items: replaceAt(items, index, item) })
  const tabs = module.tabs ?? []
  const setTab = (index: number, tab: TabDraft) => onChange({ ...module, tabs: replaceAt(tabs, index, tab) })
  const banner = module.type === 'slider'
  return (
    <div className="admin-form admin-form--fields">
      {texts(t`Label`, module.label, (label) => onChange({ ...module, label }))}
      {isPostList(module.type) && module.source ? (
        <SourceFields
          language={language}
          source={module.source}
          onChange={(source) => onChange({ ...module, source })}
        />
      ) : null}
      {tabs.map((tab, index) => {
        const place = index + 1
        return (
          <fieldset key={place} className="admin-form__group">
            <legend>
              <Trans>Tab {place}</Trans>
            </legend>
            {texts(t`Tab label`, tab.label, (label) => setTab(index, { ...tab, label }))}
            <TextField
              label={t`Tab key (a-z, 0-9, -)`}
              value={tab.slug}
              max={60}
              onChange={(slug) => setTab(index, { ...tab, slug })}
            />
            <SourceFields
              language={language}
              source={tab.source}
              onChange={(source) => setTab(index, { ...tab, source })}
            />
            <button
              type="button"
              className="button button--ghost"
              disabled={tabs.length <= 1}
              onClick={() => onChange({ ...module, tabs: tabs.filter((_, at) => at !== index) })}
            >
              <Trans>Remove tab {place}</Trans>
            </button>
          </fieldset>
        )
      })}
      {module.type === 'itemstab' ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={tabs.length >= MODULE_TABS_MAX}
          onClick={() =>
            onChange({ ...module, tabs: [...tabs, { label: none, slug: '', source: newSource() }] })
          }
        >
          <Trans>Add a tab</Trans>
        </button>
      ) : null}
      {items.map((item, index) => {
        const place = index + 1
        return (
          <fieldset key={place} className="admin-form__group">
            <legend>{banner ? <Trans>Banner {place}</Trans> : <Trans>Link {place}</Trans>}</legend>
            {banner
              ? texts(t`Title`, item.title, (title) => setItem(index, { ...item, title }))
              : texts(t`Link label`, item.label, (label) => setItem(index, { ...item, label }))}
            {banner ? null : (
              <SelectField
                label={t`Type`}
                value={item.posttype ?? ''}
                choices={[
                  { value: '', label: t`None` },
                  ...posttypes.map((one) => ({ value: one, label: words.of(one) })),
                ]}
                onChange={(posttype) => setItem(index, { ...item, posttype })}
              />
            )}
            <TextField
              label={t`Image (media path or https://…)`}
              value={item.image ?? ''}
              max={LINK_MAX}
              onChange={(image) => setItem(index, { ...item, image })}
            />
            <TextField
              label={t`Link (/movie/category/action or https://…)`}
              value={(banner ? item.slug : item.url) ?? ''}
              max={LINK_MAX}
              onChange={(link) => setItem(index, banner ? { ...item, slug: link } : { ...item, url: link })}
            />
            <button
              type="button"
              className="button button--ghost"
              disabled={items.length <= 1}
              onClick={() => onChange({ ...module, items: items.filter((_, at) => at !== index) })}
            >
              {banner ? <Trans>Remove banner {place}</Trans> : <Trans>Remove link {place}</Trans>}
            </button>
          </fieldset>
        )
      })}
      {module.items ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={items.length >= MODULE_ITEMS_MAX}
          onClick={() =>
            onChange({
              ...module,
              items: [...items, banner ? { title: none, image: '', slug: '' } : { label: none, url: '' }],
            })
          }
        >
          {banner ? <Trans>Add a banner</Trans> : <Trans>Add a link</Trans>}
        </button>
      ) : null}
      <TextField
        label={t`Internal name`}
        value={module.name}
        max={60}
        onChange={(name) => onChange({ ...module, name })}
      />
    </div>
  )
}
