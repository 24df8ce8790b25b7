import { useLocation } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Posttype } from '../../contract/posttypes.ts'
import { navPostOf } from './params.ts'

/** The card the link to this page carried, if it is this page's post. */
export function useNavPost(posttype: Posttype, slug: string) {
  const state = useLocation({ select: (location) => location.state.post })
  return useMemo(() => navPostOf(state, posttype, slug), [state, posttype, slug])
}
