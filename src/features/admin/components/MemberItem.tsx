import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { Role } from '../../../contract/roles.ts'
import { userAtom } from '../../../shared/auth-atoms.ts'
import { useAgeRatingNames } from '../age-rating-words.ts'
import type { AdminMember } from '../api.ts'
import { formatWhen } from '../when.ts'
import { MemberAudience } from './MemberAudience.tsx'

/** A change waiting for the admin's yes: a new role, or every session ended. */
export type MemberChange =
  | { kind: 'role'; member: AdminMember; role: Role }
  | { kind: 'revoke'; member: AdminMember }

interface MemberItemProps {
  member: AdminMember
  language: Language
  onChange: (change: MemberChange) => void
}

/** One member: who, their role, since when, how many live sessions, and what an admin may do. */
export function MemberItem({ member, language, onChange }: MemberItemProps) {
  // The buttons say what they do; the member's name and email describe whom to.
  const nameId = useId()
  const me = useAtomValue(userAtom)
  const self = me !== null && String(me.id) === String(member.id)
  const admin = member.role === 'admin'
  const sessions = member.live_sessions
  const since = formatWhen(language, member.created_at)
  const ratingNames = useAgeRatingNames()
  const [audienceOpen, setAudienceOpen] = useState(false)
  const audienceId = useId()
  return (
    <li className="admin-card">
      <div className="admin-card__who" id={nameId}>
        <p className="admin-card__name">
          {member.name}
          {self ? (
            <span className="admin-card__self">
              {' '}
              <Trans>(you)</Trans>
            </span>
          ) : null}
        </p>
        <p className="admin-card__email">{member.email}</p>
      </div>
      <dl className="admin-card__facts">
        <div>
          <dt>
            <Trans>Role</Trans>
          </dt>
          <dd className={admin ? 'admin-role admin-role--admin' : 'admin-role'}>
            {admin ? <Trans>Admin</Trans> : <Trans>Member</Trans>}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Joined</Trans>
          </dt>
          <dd>{since}</dd>
        </div>
        <div>
          <dt>
            <Trans>Live sessions</Trans>
          </dt>
          <dd>{sessions}</dd>
        </div>
        <div>
          <dt>
            <Trans>Age limit</Trans>
          </dt>
          <dd>{member.age_limit === null ? <Trans>None</Trans> : ratingNames[member.age_limit]}</dd>
        </div>
        {member.hidden_categories.length > 0 ? (
          <div>
            <dt>
              <Trans>Hidden categories</Trans>
            </dt>
            <dd>
              {member.hidden_categories
                .map((category) => category.name[language] || category.slug)
                .join(', ')}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="admin-card__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={nameId}
          onClick={() => onChange({ kind: 'role', member, role: admin ? 'member' : 'admin' })}
        >
          {admin ? <Trans>Make member</Trans> : <Trans>Make admin</Trans>}
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={nameId}
          onClick={() => onChange({ kind: 'revoke', member })}
        >
          <Trans>Sign out everywhere</Trans>
        </button>
      </div>
      {/* A row of its own under the card's: what the member may see, opened on demand. */}
      <div className="admin-card__more">
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={nameId}
          aria-expanded={audienceOpen}
          aria-controls={audienceId}
          onClick={() => setAudienceOpen((open) => !open)}
        >
          <Trans>What they may see</Trans>
        </button>
        <div id={audienceId} hidden={!audienceOpen}>
          {audienceOpen ? <MemberAudience language={language} member={member} /> : null}
        </div>
      </div>
    </li>
  )
}
