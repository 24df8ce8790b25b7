import { Trans, useLingui } from '@lingui/react/macro'
import type { PreviewModule } from '../site-api.ts'

/** What the items of a previewed module are called: posts' and banners' titles, tabs' and links' labels. */
function itemNames(module: PreviewModule): string[] {
  switch (module.kind) {
    case 'posts':
    case 'banner':
      return module.items.map((item) => item.title)
    case 'tabs':
      return module.items.map((tab) => `${tab.label}: ${tab.items.map((post) => post.title).join(', ')}`)
    case 'links':
      return module.items.map((item) => item.label)
    default:
      return []
  }
}

/** The dashboard as visitors would get it with the modules being edited: each module and what it shows. */
export function DashboardPreview({ modules }: { modules: PreviewModule[] }) {
  const { t } = useLingui()
  return (
    <section className="admin-form__group admin-preview" aria-labelledby="admin-preview-title">
      <h2 id="admin-preview-title">
        <Trans>Preview</Trans>
      </h2>
      {modules.length === 0 ? (
        <p>
          <Trans>This page would show no module.</Trans>
        </p>
      ) : (
        <ol>
          {modules.map((module) => {
            const names = itemNames(module)
            return (
              <li key={String(module.id)}>
                <strong>{module.label || module.name || module.type}</strong> <span>({module.type})</span>
                {names.length > 0 ? (
                  <ul>
                    {names.map((name, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: two posts may share a title
                      <li key={index}>{name}</li>
                    ))}
                  </ul>
                ) : module.kind === 'posts' ? (
                  <p>{t`No post would be shown.`}</p>
                ) : null}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
