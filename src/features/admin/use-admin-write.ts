import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ADMIN_QUERY_PREFIX } from '../../shared/api/private-query.ts'
import { errorMessage } from './error-message.ts'

interface Write {
  send: () => Promise<unknown>
  /** What is said once it is done. */
  done: string
}

/**
 * One admin change at a time: what it did is said in the status region, why it failed in the
 * alert region (the server's words), and every admin answer is asked again after it.
 */
export function useAdminWrite() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [done, setDone] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: (write: Write) => write.send(),
    onMutate: () => {
      setDone(null)
      setFailed(null)
    },
    onSuccess: (_, write) => {
      setDone(write.done)
      return queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_PREFIX] })
    },
    onError: (error) => setFailed(errorMessage(error, t`The change could not be made.`)),
  })
  return {
    /** `onError` lets a field say the refusal beside itself too (the alert region says it first). */
    run: (write: Write, options?: { onSuccess?: () => void; onError?: (message: string) => void }) =>
      mutation.mutate(write, {
        onSuccess: options?.onSuccess,
        onError: (error) => options?.onError?.(errorMessage(error, t`The change could not be made.`)),
      }),
    busy: mutation.isPending,
    done,
    failed,
  }
}
