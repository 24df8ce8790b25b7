import type { Language } from '../../../contract/languages.ts'
import type { ModuleLinkItem } from '../../../contract/schemas/dashboards.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { linkHref } from '../links.ts'

/** The post type slider (module `posttype_slider`): a picture shortcut to each section. */
export function SectionShortcuts({ items, language }: { items: ModuleLinkItem[]; language: Language }) {
  return (
    <ul className="shortcuts">
      {items.map((item) => {
        const href = linkHref(language, item.url)
        const body = (
          <>
            {item.image ? (
              <img
                className="shortcuts__image"
                src={item.image}
                alt=""
                width="300"
                height="420"
                loading="lazy"
              />
            ) : null}
            <span className="shortcuts__label">{item.label}</span>
          </>
        )
        return (
          <li key={`${item.posttype ?? ''}${item.label}`}>
            {href ? (
              <AppLink className="shortcuts__link" href={href}>
                {body}
              </AppLink>
            ) : (
              <span className="shortcuts__link">{body}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
