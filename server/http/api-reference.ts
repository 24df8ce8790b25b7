import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { endpoints } from '../../src/contract/endpoints/index.ts'
import type { Language } from '../../src/contract/languages.ts'
import { openApiDocument } from './openapi.ts'

/** Under the API (`/{lang}/api/v1`): the OpenAPI document of the table, and the page that shows it. */
export const openApiRoute = '/openapi.json'
export const apiReferenceRoute = '/reference/'
/** The viewer's files (Swagger UI, as its package ships them) and the script that starts it. */
const ASSETS = '/api-reference/'
const viewerFiles = ['swagger-ui.css', 'swagger-ui-bundle.js']

/**
 * Starts the viewer on the document the page names. A file of its own, not inline: the site's
 * policy runs no inline script (security-headers.ts).
 */
const startScript = `SwaggerUIBundle({ url: document.body.dataset.spec, dom_id: '#reference', deepLinking: true })\n`

const pageOf = (lang: Language) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mọt API</title>
<link rel="stylesheet" href="${ASSETS}swagger-ui.css">
</head>
<body data-spec="/${lang}/api/v1${openApiRoute}">
<div id="reference"></div>
<script src="${ASSETS}swagger-ui-bundle.js"></script>
<script src="${ASSETS}start.js"></script>
</body>
</html>
`

/**
 * The API's own description, made from the endpoint table once per language: what reader apps and
 * operators read. Registered on the API's scope, so the address's language is checked as for any call.
 */
export function apiDocumentRoutes(api: FastifyInstance) {
  const documents = new Map<Language, string>()
  api.get(openApiRoute, async (request, reply) => {
    const { lang } = request.params as { lang: Language }
    let document = documents.get(lang)
    if (!document) {
      document = JSON.stringify(openApiDocument(endpoints, lang))
      documents.set(lang, document)
    }
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(document)
  })
  api.get(apiReferenceRoute, async (request, reply) => {
    const { lang } = request.params as { lang: Language }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pageOf(lang))
  })
}

/** The reference page's viewer, served from its package as it is, and its start script. */
export async function apiReferenceAssets(app: FastifyInstance) {
  const root = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  await app.register(fastifyStatic, {
    root,
    prefix: ASSETS,
    decorateReply: false,
    index: false,
    // Only the two files the page loads; the package's other files (its own demo page) stay unserved.
    allowedPath: (path) => viewerFiles.includes(path.replace(/^\//, '')),
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'no-cache'),
  })
  app.get(`${ASSETS}start.js`, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(startScript),
  )
}
