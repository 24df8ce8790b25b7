import { t } from '@lingui/core/macro'
import { useMutation, useMutationState } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import type { Language } from '../../contract/languages.ts'
import type { RatingAnswer } from '../../contract/schemas/actions.ts'
import type { PostCard } from '../../contract/schemas/cards.ts'
import { isSignedInAtom } from '../../shared/auth-atoms.ts'
import { showToast } from '../../shared/ui/toasts/toast-atoms.ts'
import { cardOf, type RatingVariables } from './api.ts'
import { actionKeys } from './keys.ts'
import { isFor, waitingFor } from './use-like.ts'

/** Spec §8's notice, with a way to sign in that comes back to this page. */
const askToSignIn = (signIn: () => void) =>
  showToast({
    kind: 'error',
    message: t`You need to log in to rate!`,
    action: { label: t({ message: 'Log in', context: 'notice action' }), run: signIn },
  })

/**
 * The rating dialog's state (spec §2, §4, §5): it opens only for a member, sends 1 to 10 stars with
 * the text, and on success clears both and closes. The draft is kept when the dialog is dismissed.
 */
export function useRating(post: PostCard, language: Language) {
  const signedIn = useAtomValue(isSignedInAtom)
  // Read when the notice's button is pressed: the page to come back to is the one shown then.
  const router = useRouter({ warn: false })
  const toSignIn = () =>
    void router.navigate({
      to: '/$lang/user/login',
      params: { lang: language },
      search: { redirect: router.state.location.href },
    })
  const [open, setOpen] = useState(false)
  const [rating, setRating] = useState(0)
  const [content, setContent] = useState('')
  const mutation = useMutation<RatingAnswer, Error, RatingVariables>({
    mutationKey: actionKeys.rating(),
    scope: { id: `rating:${post.posttype}:${post.id}` },
  })
  const waiting = useMutationState({
    filters: {
      mutationKey: actionKeys.rating(),
      status: 'pending',
      predicate: (m) => isFor(m.state.variables, post) && waitingFor(m.state),
    },
  }).length

  const finish = useCallback(() => {
    setRating(0)
    setContent('')
    setOpen(false)
  }, [])

  // Without a network the rating is kept and sent later: the dialog has done its part.
  const queued = open && mutation.isPending && waitingFor(mutation)
  useEffect(() => {
    if (!queued) return
    finish()
    showToast({
      kind: 'success',
      message: t`You are offline. Your rating will be sent once you are back online.`,
    })
  }, [queued, finish])

  return {
    open,
    rating,
    content,
    setRating,
    setContent,
    sending: mutation.isPending && !waitingFor(mutation),
    waiting: waiting > 0,
    openDialog: () => (signedIn ? setOpen(true) : askToSignIn(toSignIn)),
    close: () => setOpen(false),
    submit: () => {
      // The session may have ended while the dialog was open.
      if (!signedIn) return askToSignIn(toSignIn)
      if (rating < 1) return
      mutation.mutate(
        { language, post: cardOf(post), rating, content: content.trim() },
        { onSuccess: finish },
      )
    },
  }
}
