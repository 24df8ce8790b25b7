/** What the app keeps in the browser, named once. */
export const LANGUAGE_KEY = 'language'
export const TOKEN_KEY = 'accessToken'

/** The IndexedDB database and store that hold the persisted query cache. */
export const QUERY_CACHE_DB = 'mot-query-cache'
export const QUERY_CACHE_STORE = 'queries'
export const QUERY_CACHE_KEY = 'client'

/** The post library (history, saved, liked): one IndexedDB record under spec §3's key `root`. */
export const LIBRARY_DB = 'mot-library'
export const LIBRARY_STORE = 'library'
export const LIBRARY_KEY = 'root'

/** Identifies this browser to the server for anonymous likes; sent as X-Device-Id. */
export const DEVICE_ID_KEY = 'deviceId'
