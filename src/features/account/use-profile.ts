import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import type { Language } from '../../contract/languages.ts'
import { PRIVATE_QUERY } from '../../shared/api/private-query.ts'
import { isSignedInAtom } from '../../shared/auth-atoms.ts'
import { getProfile, profileKey } from './api.ts'

/** Whether a member is signed in here, and their profile (asked for only then, never kept on the device). */
export function useProfile(language: Language) {
  const signedIn = useAtomValue(isSignedInAtom)
  const profile = useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => getProfile(language, signal),
    enabled: signedIn,
    meta: PRIVATE_QUERY,
  })
  return { signedIn, profile }
}
