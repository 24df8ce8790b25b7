import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { adminKeys, membersQuery, revokeMemberSessions, setMemberRole } from '../api.ts'
import { errorMessage } from '../error-message.ts'
import { AdminAlert, AdminStatus } from './AdminAlert.tsx'
import { AdminTwoFactorSwitch } from './AdminTwoFactorSwitch.tsx'
import { type MemberChange, MemberItem } from './MemberItem.tsx'
import { PagedList } from './PagedList.tsx'
import { SearchBar } from './SearchBar.tsx'

/** Members: found by name or email, a page at a time; roles given and taken, sessions ended. */
export function MembersScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Members`)
  const queryClient = useQueryClient()
  // Linked to from elsewhere (the audit log) with `?q=`: it opens found by it.
  const { q: asked = '' } = useSearch({ strict: false })
  const [typed, setTyped] = useState(asked)
  const [q, setQ] = useState(asked)
  const [page, setPage] = useState(1)
  const [asking, setAsking] = useState<MemberChange | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const list = useQuery({ ...membersQuery(language, q, page), placeholderData: keepPreviousData })

  const change = useMutation({
    mutationFn: (wanted: MemberChange): Promise<unknown> =>
      wanted.kind === 'role'
        ? setMemberRole(language, wanted.member.id, wanted.role)
        : revokeMemberSessions(language, wanted.member.id),
    onMutate: () => {
      setDone(null)
      setFailed(null)
    },
    onSuccess: (_, wanted) => {
      setDone(doneMessage(wanted))
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
    onError: (error) => setFailed(errorMessage(error, t`The change could not be made.`)),
    onSettled: () => setAsking(null),
  })

  function doneMessage(wanted: MemberChange) {
    const name = wanted.member.name
    if (wanted.kind === 'revoke')
      return t`${name} is signed out on every device, and their app keys are revoked.`
    return wanted.role === 'admin' ? t`${name} is now an admin.` : t`${name} is now a member.`
  }

  function question(wanted: MemberChange) {
    const name = wanted.member.name
    const email = wanted.member.email
    if (wanted.kind === 'revoke') {
      return t`Sign ${name} (${email}) out on every device and revoke their app keys? They will need to sign in again, and to make new keys for their reader apps.`
    }
    return wanted.role === 'admin'
      ? t`Make ${name} (${email}) an admin? Admins can change the catalogue and other members' roles.`
      : t`Make ${name} (${email}) a member? They will no longer open the admin area.`
  }

  const members = list.data?.data ?? []
  return (
    <section className="admin-screen" aria-labelledby="admin-members-title">
      <h1 id="admin-members-title" className="admin-screen__title">
        <Trans>Members</Trans>
      </h1>
      <form
        className="admin-filters"
        onSubmit={(event) => {
          event.preventDefault()
          setQ(typed.trim())
          setPage(1)
        }}
      >
        <SearchBar label={t`Name or email`} value={typed} onChange={setTyped} />
      </form>
      <AdminStatus message={done} />
      <AdminAlert
        message={
          failed ?? (list.isError ? errorMessage(list.error, t`The members could not be loaded.`) : null)
        }
      />
      <PagedList
        list={list}
        page={page}
        onPage={setPage}
        empty={q ? <Trans>No member matches “{q}”.</Trans> : <Trans>No members yet.</Trans>}
      >
        {members.map((member) => (
          <MemberItem key={member.id} member={member} language={language} onChange={setAsking} />
        ))}
      </PagedList>
      {/* A rule for all admins, after the list that is the screen's daily use. */}
      <AdminTwoFactorSwitch language={language} />
      {asking ? (
        <ConfirmDialog
          message={question(asking)}
          confirmLabel={asking.kind === 'revoke' ? t`Sign out everywhere` : t`Change role`}
          busy={change.isPending}
          onConfirm={() => change.mutate(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  )
}
