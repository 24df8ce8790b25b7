/**
 * Addresses a navigation must take to the network, not to the app's shell: the API and media are real
 * files or data (or fail honestly), and robots.txt and the sitemaps are the server's files, which a
 * person opening them should see as they are.
 */
export const notAppPages = [
  /^\/[^/]+\/api\//,
  /^\/api\//,
  /^\/media\//,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
  /^\/sitemaps\//,
]
