import type { Language } from '../../../contract/languages.ts'
import type { Person } from '../../../contract/schemas/detail.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { actorHref } from '../links.ts'

/** People credited on a post, each a link to their page with their works by role. */
export function PeopleLinks({ language, people }: { language: Language; people: Person[] }) {
  return (
    <ul className="detail-info__links">
      {people.map((person) => (
        <li key={person.id}>
          <AppLink href={actorHref(language, person.slug)}>{person.title}</AppLink>
        </li>
      ))}
    </ul>
  )
}
