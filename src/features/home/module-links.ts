import { type Language, localizedPath } from '../../shared/i18n/languages.ts'
import type { HomeModule } from './schema.ts'

export interface ModuleLink {
  key: string
  label: string
  href: string | null
}

const postPath = (language: Language, post: { posttype: string; slug: string }) =>
  `/${language}/${post.posttype}/${post.slug}/`

/** What a module points to, as plain links: posts, banners, section shortcuts or its button. */
export function moduleLinks(module: HomeModule, language: Language): ModuleLink[] {
  switch (module.kind) {
    case 'posts':
      return module.items.map((post) => ({
        key: `${post.id}`,
        label: post.title,
        href: postPath(language, post),
      }))
    case 'banner':
      return module.items.map((banner) => ({
        key: `${banner.id}`,
        label: banner.title,
        href: localizedPath(language, banner.slug),
      }))
    case 'tabs': {
      const posts = new Map(module.items.flatMap((tab) => tab.items.map((post) => [post.id, post] as const)))
      return [...posts.values()].map((post) => ({
        key: `${post.id}`,
        label: post.title,
        href: postPath(language, post),
      }))
    }
    case 'links':
      return module.items.map((item) => ({
        key: item.url ?? item.label,
        label: item.label,
        href: localizedPath(language, item.url),
      }))
    case 'other': {
      const url = module.button?.data?.url
      const label = module.button?.label
      return url && label ? [{ key: url, label, href: localizedPath(language, url) }] : []
    }
  }
}
