import type { QueryClient } from '@tanstack/react-query'
import type { ParsedLocation } from '@tanstack/react-router'
import type { Language } from './i18n/languages.ts'

/**
 * What a page's loader is given under `/$lang`, written once for the route factories of the
 * features: the router checks it against the route that uses the factory, so a factory cannot ask
 * for a param or a search value its route does not have.
 */
export interface PageLoad<Params = object, Deps = object> {
  context: { queryClient: QueryClient; language: Language }
  params: Params
  deps: Deps
  location: Pick<ParsedLocation, 'state'>
}
