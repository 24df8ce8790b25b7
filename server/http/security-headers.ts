import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import type { Config } from '../config.ts'

/** The security policy of every answer: the app's own origin, and the media host when one is set. */
function securityOptions(config: Config): HelmetOptions {
  const media = config.mediaBaseUrl ? [config.mediaBaseUrl] : []
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No inline <style> or style="" in what is served; React's style prop sets properties from
        // script (CSSOM), which CSP allows. No script may be inline either.
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        // data: for the film player's captions: shaka shows them through a <track src="data:,WEBVTT">.
        mediaSrc: ["'self'", 'blob:', 'data:', ...media],
        connectSrc: ["'self'", ...media],
        workerSrc: ["'self'", 'blob:'],
        // No manifest-src: WebKit does not know it and logs an error for every page; default-src
        // already keeps the manifest to the app's own origin where it is known.
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Media may be embedded by the app on another origin (a CDN in front of /media).
    crossOriginResourcePolicy: { policy: 'same-site' },
  }
}

/**
 * The browser features the site's pages may use (Permissions-Policy): the player's full screen,
 * picture-in-picture and autoplay of the next episode, the kiosk's full screen and wake lock, sharing
 * a post (the share sheet, or the address copied), passkeys (WebAuthn: made on the security page,
 * used to sign in; never in anything the site embeds). Everything else a page could ask the visitor for is
 * refused, to the site and to anything it embeds. Helmet does not write this header.
 */
export const PERMISSIONS_POLICY = [
  'autoplay=(self)',
  'fullscreen=(self)',
  'picture-in-picture=(self)',
  'screen-wake-lock=(self)',
  'web-share=(self)',
  'clipboard-write=(self)',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  ...[
    'accelerometer',
    'bluetooth',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ')

/**
 * Helmet's headers are the same for every answer, so they are worked out once at start and set from
 * that table. (The Fastify plugin built Helmet's middleware anew for every request: parsing the
 * policy again cost about 3% of an uncached API read.)
 */
export function securityHeaders(app: FastifyInstance, config: Config) {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY }
  const capture = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    removeHeader: () => {},
  }
  helmet(securityOptions(config))(
    {} as IncomingMessage,
    capture as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error
    },
  )
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}

/**
 * The policy of a page the server drew, which allows that page's own style attributes and no other.
 * React writes its style prop into the HTML as `style=""`, which `style-src 'self'` refuses, and
 * taking the page over does not write them again. Each is allowed by its hash ('unsafe-hashes' is
 * the keyword for attributes): an injected style, with any other value, is still refused.
 */
export function withStyleHashes(policy: string, styles: readonly string[]): string {
  if (styles.length === 0) return policy
  const hashes = [...new Set(styles)].map(
    (style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  )
  return policy.replace(
    /style-src ([^;]*)/,
    (_, sources: string) => `style-src ${sources} 'unsafe-hashes' ${hashes.join(' ')}`,
  )
}
