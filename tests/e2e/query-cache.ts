/** Runs in the page: whether the app has written its query cache to IndexedDB yet, with `part` in it when named. */
export const queryCacheHolds = (part = '') => `(async () => {
  const names = (await indexedDB.databases()).map((db) => db.name)
  if (!names.includes('mot-query-cache')) return false
  return new Promise((resolve) => {
    const open = indexedDB.open('mot-query-cache')
    open.onerror = () => resolve(false)
    open.onsuccess = () => {
      const request = open.result.transaction('queries').objectStore('queries').get('client')
      request.onsuccess = () =>
        resolve(Boolean(request.result) && JSON.stringify(request.result).includes(${JSON.stringify(part)}))
      request.onerror = () => resolve(false)
    }
  })
})()`
