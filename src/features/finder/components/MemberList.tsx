import { Link } from '@tanstack/react-router'
import type { Language } from '../../../contract/languages.ts'
import type { MemberCard } from '../../../contract/schemas/finder.ts'
import { Avatar } from '../../account/index.ts'

/** The members found, each a link to their profile: the name read first, then the username. */
export function MemberList({ language, members }: { language: Language; members: MemberCard[] }) {
  return (
    <ul className="finder__members">
      {members.map((member) => (
        <li key={member.username}>
          <Link
            className="finder__member"
            to="/$lang/finder/$username"
            params={{ lang: language, username: member.username }}
          >
            <Avatar image={member.avatar} name={member.name} size="small" />
            <span className="finder__member-names">
              <span className="finder__member-name">{member.name}</span>
              <span className="finder__member-username">@{member.username}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
