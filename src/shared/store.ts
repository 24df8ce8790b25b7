import { createStore } from 'jotai'

/**
 * The one Jotai store. React reads it through <Provider store>; plain modules (the API client,
 * route guards) read and write the same atoms through it.
 */
export const store = createStore()
