import type { FastifyInstance } from 'fastify'
import { languages } from '../../src/contract/languages.ts'
import type { Config } from '../config.ts'
import { siteOrigin } from './site-origin.ts'

/**
 * robots.txt, written by the server because it names the sitemap by its absolute address (the
 * site's origin is known only here). The API is no page: every language's API is kept out, the
 * languages of the site named from the contract, so a new one is kept out too.
 */
export function robotsRoute(app: FastifyInstance, config: Config) {
  app.get('/robots.txt', (request, reply) => {
    const lines = [
      'User-agent: *',
      ...languages.map((language) => `Disallow: /${language}/api/`),
      // Any other first segment answers the API's 400 (an unsupported language): no page either.
      'Disallow: /*/api/',
      'Allow: /',
      '',
      `Sitemap: ${siteOrigin(config, request)}/sitemap.xml`,
      '',
    ]
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'))
  })
}
