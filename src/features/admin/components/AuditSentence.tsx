import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AgeRating } from '../../../contract/age-ratings.ts'
import type { Language } from '../../../contract/languages.ts'
import { useAgeRatingNames } from '../age-rating-words.ts'
import type { AuditEntry } from '../api.ts'
import { auditValue, field, keptFiles, keptName, keptPosttype } from '../audit-text.ts'
import { useDashboardPageNames } from '../dashboard-words.ts'
import type { DashboardPage } from '../site-api.ts'

/** A member an entry names, linked to the members screen found by their email. */
export function AuditMemberLink({ member, language }: { member: AuditEntry['by']; language: Language }) {
  if (!member) return null
  return (
    <Link to="/$lang/admin/$" params={{ lang: language, _splat: 'members' }} search={{ q: member.email }}>
      {member.name}
    </Link>
  )
}

/** Who made the change: the admin (linked), the server's command line, or an account since deleted. */
export function AuditActor({ entry, language }: { entry: AuditEntry; language: Language }) {
  const { t } = useLingui()
  if (entry.by) return <AuditMemberLink member={entry.by} language={language} />
  if (entry.actor.startsWith('command:')) return <>{t`the command line on the server`}</>
  if (entry.actor.startsWith('deleted ') || entry.actor.startsWith('member:'))
    return <>{t`a deleted account`}</>
  return <>{entry.actor}</>
}

/**
 * What an audit entry did, said in words in the page's language, with what it changed linked: the
 * post to its editor, the member to the members screen. An action this screen has no sentence for
 * still says what it touched, with the log's codes.
 */
export function AuditSentence({ entry, language }: { entry: AuditEntry; language: Language }) {
  const { t } = useLingui()
  const pageNames = useDashboardPageNames()
  const kinds: Record<string, string> = {
    movie: t`the film`,
    comic: t`the comic`,
    novel: t`the novel`,
    game: t`the game`,
  }
  const kind = kinds[entry.post?.posttype ?? keptPosttype(entry.before) ?? ''] ?? t`the post`
  const keptTitle = keptName(language, entry.before, entry.after)
  const quoted = (name: string) => `«${name}»`

  const post: ReactNode = entry.post ? (
    <Link to="/$lang/admin/$" params={{ lang: language, _splat: `posts/${entry.post.id}` }}>
      {quoted(entry.post.title[language])}
    </Link>
  ) : keptTitle && entry.target.startsWith('post:') ? (
    quoted(keptTitle)
  ) : (
    t`a post no longer here`
  )
  const chapterName = entry.chapter?.title[language] ?? (entry.action === 'chapter.delete' ? keptTitle : null)
  const chapter = chapterName ? quoted(chapterName) : t`a chapter`
  const member = entry.member ? (
    <AuditMemberLink member={entry.member} language={language} />
  ) : (
    t`a member no longer here`
  )
  const termName = entry.term?.name[language] ?? keptName(language, entry.before, entry.after)
  const term = termName ? quoted(termName) : '—'
  const named = (value: unknown) => quoted(keptName(language, value) ?? '—')
  const oldName = named(entry.before)
  const newName = named(entry.after)
  const into = named(field(entry.after, 'into'))
  const page = pageNames[entry.target.slice('dashboard:'.length) as DashboardPage] ?? entry.target
  const files = keptFiles(entry.before, entry.after) ?? '—'
  const ratingNames = useAgeRatingNames()
  const ratingAfter = (name: string) => {
    const rating = field(entry.after, name)
    return ratingNames[rating as AgeRating] ?? auditValue(rating)
  }
  const limit = ratingAfter('age_limit')
  const ownLimit = ratingAfter('own_age_limit')
  const visitorLimit = ratingAfter('limit')
  // Signing in with an identity provider (docs/sign-in.md): the provider and group the entry names.
  const provider = String(field(entry.after, 'provider') ?? field(entry.before, 'provider') ?? '—')
  const group = quoted(String(field(entry.after, 'group') ?? '—'))
  const libraryItem = quoted(keptName(language, entry.before) ?? entry.target.slice('library:'.length))

  switch (entry.action) {
    case 'post.edit':
      return (
        <Trans>
          Edited {kind} {post}
        </Trans>
      )
    case 'post.unlock':
      return (
        <Trans>
          Let the library update a field of {kind} {post} again
        </Trans>
      )
    case 'post.publish':
      return (
        <Trans>
          Published {kind} {post}
        </Trans>
      )
    case 'post.unpublish':
      return (
        <Trans>
          Unpublished {kind} {post}
        </Trans>
      )
    case 'post.delete':
      return (
        <Trans>
          Deleted {kind} {post}
        </Trans>
      )
    case 'chapter.edit':
      return (
        <Trans>
          Edited chapter {chapter} of {post}
        </Trans>
      )
    case 'chapter.unlock':
      return (
        <Trans>
          Let the library update chapter {chapter} of {post} again
        </Trans>
      )
    case 'chapter.delete':
      return (
        <Trans>
          Deleted chapter {chapter} of {post}
        </Trans>
      )
    case 'chapter.reorder':
      return <Trans>Reordered the chapters of {post}</Trans>
    case 'chapter.replace-file':
      return (
        <Trans>
          Replaced the file of chapter {chapter} of {post}
        </Trans>
      )
    case 'upload.import':
      return (
        <Trans>
          Imported the uploaded files {files} into {post}
        </Trans>
      )
    case 'upload.refused':
      return entry.target.startsWith('post:') ? (
        <Trans>
          Could not import the uploaded files {files} into {post}
        </Trans>
      ) : (
        <Trans>Could not import the uploaded files {files}</Trans>
      )
    case 'upload.cancel':
      return <Trans>Cancelled another admin's upload {files}</Trans>
    case 'upload.continue':
      return <Trans>Went on with another admin's upload {files}</Trans>
    case 'identity.member-created':
      return (
        <Trans>
          Made the account of {member} by signing in with {provider}
        </Trans>
      )
    case 'identity.link':
      return (
        <Trans>
          Linked the sign-in with {provider} to {member}
        </Trans>
      )
    case 'identity.unlink':
      return (
        <Trans>
          Unlinked the sign-in with {provider} from {member}
        </Trans>
      )
    case 'identity.grant-admin':
      return (
        <Trans>
          Made {member} an admin: in the group {group} at {provider}
        </Trans>
      )
    case 'identity.revoke-admin':
      return (
        <Trans>
          Made {member} a member: no longer in the group {group} at {provider}
        </Trans>
      )
    case 'member.grant-admin':
      return <Trans>Made {member} an admin</Trans>
    case 'member.revoke-admin':
      return <Trans>Made {member} a member (no longer an admin)</Trans>
    case 'member.revoke-sessions':
      return <Trans>Signed {member} out on every device</Trans>
    case 'member.age-limit':
      return field(entry.after, 'age_limit') == null ? (
        <Trans>Took away the age limit of {member}</Trans>
      ) : (
        <Trans>
          Set the age limit of {member} to {limit}
        </Trans>
      )
    case 'member.own-age-limit':
      return field(entry.after, 'own_age_limit') == null ? (
        <Trans>Took away their own age limit</Trans>
      ) : (
        <Trans>Chose their own age limit: {ownLimit}</Trans>
      )
    case 'member.hidden-categories':
      return <Trans>Changed the categories hidden from {member}</Trans>
    case 'member.delete':
      return <Trans>A member deleted their own account</Trans>
    case 'app-key.create':
      return <Trans>Made the app key {newName} for reader apps</Trans>
    case 'app-key.revoke':
      return <Trans>Revoked the app key {oldName}</Trans>
    case 'app-key.revoke-all': {
      const keys = auditValue(field(entry.before, 'names'))
      // The member's own password change (both gone once they leave), or an admin signing them out
      // everywhere.
      return entry.by?.id !== entry.member?.id ? (
        <Trans>
          Revoked the app keys {keys} of {member}
        </Trans>
      ) : (
        <Trans>Changed their password: the app keys {keys} were revoked</Trans>
      )
    }
    case 'comment.hide':
      return (
        <Trans>
          Hid a comment by {member} on {post}
        </Trans>
      )
    case 'comment.unhide':
      return (
        <Trans>
          Showed again a comment by {member} on {post}
        </Trans>
      )
    case 'comment.delete':
      return (
        <Trans>
          Deleted a comment by {member} on {post}
        </Trans>
      )
    case 'comment.dismiss-reports':
      return (
        <Trans>
          Dismissed the reports of a comment by {member} on {post}
        </Trans>
      )
    case 'member.comment-mute':
      return <Trans>Muted {member} from commenting</Trans>
    case 'member.comment-unmute':
      return <Trans>Let {member} comment again</Trans>
    case 'site.comment-words':
      return <Trans>Changed the words refused in comments</Trans>
    case 'site.visitor-age-limit':
      return <Trans>Set the visitors’ age limit to {visitorLimit}</Trans>
    case 'site.reader-apps':
      return field(entry.after, 'open') === true ? (
        <Trans>Opened the site to reader apps (OPDS, KOReader's sync)</Trans>
      ) : (
        <Trans>Closed the site to reader apps (OPDS, KOReader's sync)</Trans>
      )
    case 'site.backup': {
      const backup = String(field(entry.after, 'name') ?? '—')
      return <Trans>Took a backup of the site ({backup})</Trans>
    }
    case 'account.two-factor.enable':
      return <Trans>Turned on two-factor sign-in for {member}</Trans>
    case 'account.two-factor.disable':
      return <Trans>Turned off two-factor sign-in for {member}</Trans>
    case 'account.recovery-codes':
      return <Trans>Made new recovery codes for {member}</Trans>
    case 'account.passkey.add': {
      const passkey = quoted(String(field(entry.after, 'name') ?? '—'))
      return (
        <Trans>
          Added the passkey {passkey} to {member}
        </Trans>
      )
    }
    case 'account.passkey.remove': {
      const passkey = quoted(String(field(entry.before, 'name') ?? '—'))
      return (
        <Trans>
          Removed the passkey {passkey} from {member}
        </Trans>
      )
    }
    case 'site.admin-two-factor':
      return field(entry.after, 'required') === true ? (
        <Trans>Required two-factor sign-in for admins</Trans>
      ) : (
        <Trans>Stopped requiring two-factor sign-in for admins</Trans>
      )
    case 'category.create':
      return <Trans>Created the category {term}</Trans>
    case 'category.rename':
      return (
        <Trans>
          Renamed the category {oldName} to {newName}
        </Trans>
      )
    case 'category.merge':
      return (
        <Trans>
          Merged the category {term} into {into}
        </Trans>
      )
    case 'category.delete':
      return <Trans>Deleted the category {term}</Trans>
    case 'person.create':
      return <Trans>Added the person {term}</Trans>
    case 'person.rename':
      return (
        <Trans>
          Renamed the person {oldName} to {newName}
        </Trans>
      )
    case 'person.merge':
      return (
        <Trans>
          Merged the person {term} into {into}
        </Trans>
      )
    case 'person.delete':
      return <Trans>Deleted the person {term}</Trans>
    case 'dashboard.save':
      return <Trans>Published the dashboard of the page {page}</Trans>
    case 'menu.save':
      return <Trans>Published the side menu</Trans>
    case 'library.rescan':
      return <Trans>Started a rescan of the library</Trans>
    case 'library.restore':
      return <Trans>Imported {libraryItem} again from the library</Trans>
    default: {
      const subject = entry.post ? post : entry.member ? member : entry.target
      const action = entry.action
      return (
        <Trans>
          Made a change ({action}) to {subject}
        </Trans>
      )
    }
  }
}
