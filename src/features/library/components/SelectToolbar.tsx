import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { putBack, removeFromLibrary } from '../../../entities/library/library-changes.ts'
import type { LibraryPost } from '../../../entities/library/library-store.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { showToast } from '../../../shared/ui/toasts/toast-atoms.ts'
import type { LibraryList } from '../library-lists.ts'

interface SelectToolbarProps {
  list: LibraryList
  /** The posts of the tab on screen: delete all means all of these. */
  posts: LibraryPost[]
  selected: ReadonlySet<number>
  onDone: () => void
}

/** Select mode's actions (spec §2): delete the picked posts, or all of the tab after a confirmation. */
export function SelectToolbar({ list, posts, selected, onDone }: SelectToolbarProps) {
  const { t } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const picked = posts.filter((post) => selected.has(post.id)).map((post) => post.id)
  const count = picked.length
  const total = posts.length

  const remove = (ids: number[]) => {
    const removed = removeFromLibrary(list, new Set(ids))
    const deleted = removed.length
    const message = plural(deleted, { one: 'Deleted # post', other: 'Deleted # posts' })
    // Deleting selected posts asks nothing first: the notice offers to undo it instead.
    showToast({ kind: 'success', message, action: { label: t`Undo`, run: () => putBack(list, removed) } })
    setConfirming(false)
    onDone()
  }

  return (
    <div className="library__toolbar" role="toolbar" aria-label={t`Selection`}>
      <p className="library__count" aria-live="polite">
        <Trans>{count} selected</Trans>
      </p>
      <button type="button" className="button" disabled={count === 0} onClick={() => remove(picked)}>
        <Trans>Delete selected</Trans>
      </button>
      <button
        type="button"
        className="button button--ghost"
        disabled={posts.length === 0}
        onClick={() => setConfirming(true)}
      >
        <Trans>Delete all</Trans>
      </button>
      {confirming ? (
        <ConfirmDialog
          message={
            list === 'viewedHistory'
              ? t`Delete all ${total} posts of this tab from your history?`
              : t`Delete all ${total} posts of this tab from your saved posts?`
          }
          confirmLabel={t`Delete all`}
          onConfirm={() => remove(posts.map((post) => post.id))}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  )
}
