/** The response envelope of spec §7: `status` is "success" or "error"; clients trust nothing else. */
export interface Success<T> {
  status: 'success'
  data: T
  [extra: string]: unknown
}

export const success = <T>(data: T, extra: Record<string, unknown> = {}): Success<T> => ({
  status: 'success',
  data,
  ...extra,
})

export const failure = (message: string) => ({ status: 'error' as const, message })

/**
 * A page of a list as a handler answers it, `data` and the page's extras (the endpoint's
 * `pageExtras`): `paged` and `page` both carry the page number (spec §3 names both).
 */
export const pageOf = <T, X extends object = object>(
  data: T[],
  page: number,
  isNext: boolean,
  extra?: X,
) => ({
  data,
  is_next: isNext,
  paged: page,
  page,
  ...(extra as X),
})
