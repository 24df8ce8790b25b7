import { useLingui } from '@lingui/react/macro'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import { personPagePath } from '../../../contract/page-paths.ts'
import type { PersonRole } from '../../../contract/person-roles.ts'
import { usePageHead } from '../../../shared/head/use-page-head.ts'
import { useRoleNames } from '../../../shared/i18n/role-names.ts'
import { TabStrip } from '../../../shared/ui/TabStrip.tsx'
import { actorPostsQueryOptions } from '../api.ts'
import { PostListView } from './PostListView.tsx'

interface ActorScreenProps {
  language: Language
  slug: string
  /** Their works in this role only; all of them when none. */
  role: PersonRole | undefined
}

/**
 * A person's page: their name, what they are credited as (an author, a director, an actor…) with how
 * many works, and their works, all or those of one role.
 */
export function ActorScreen({ language, slug, role }: ActorScreenProps) {
  const { t } = useLingui()
  const roleNames = useRoleNames()
  const query = useSuspenseInfiniteQuery(actorPostsQueryOptions(language, slug, role))
  const first = query.data.pages[0]
  const actor = first?.actor
  const roles = first?.roles ?? []
  // Pictured by the first post the page lists.
  usePageHead(
    language,
    first,
    (heads, place) => first && heads.listHead(place, first.actor.title, first.posts[0]),
  )
  const page = personPagePath(language, slug)
  const tabs = [
    // 'All' only where there is more than one role to choose from.
    ...(roles.length > 1
      ? [{ key: '', label: t({ message: 'All', context: 'categories' }), selected: !role, href: page }]
      : []),
    ...roles.map((credit) => ({
      key: credit.role,
      label: `${roleNames[credit.role]} (${credit.posts})`,
      selected: roles.length === 1 || credit.role === role,
      href: `${page}?role=${credit.role}`,
    })),
  ]
  return (
    <section className="list-screen" aria-labelledby="list-title">
      <h1 id="list-title" className="list-screen__title">
        {actor?.title}
      </h1>
      {tabs.length > 0 ? <TabStrip tabs={tabs} label={t`Works by role`} /> : null}
      <PostListView query={query} language={language} />
    </section>
  )
}
