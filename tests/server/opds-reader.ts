import { DOMParser } from '@xmldom/xmldom'
import { TaJsonSerialize } from 'r2-lcp-js/dist/es8-es2017/src/serializable.js'
import { convertOpds1ToOpds2 } from 'r2-opds-js/dist/es8-es2017/src/opds/converter.js'
import {
  initGlobalConverters_GENERIC,
  initGlobalConverters_OPDS,
} from 'r2-opds-js/dist/es8-es2017/src/opds/init-globals.js'
import { OPDS } from 'r2-opds-js/dist/es8-es2017/src/opds/opds1/opds.js'
import { XML } from 'r2-utils-js/dist/es8-es2017/src/_utils/xml-js-mapper/index.js'

/*
 * Reads an OPDS 1 feed as Thorium does (Readium's r2-opds-js, the parser its OPDS browser uses): the
 * Atom parsed by xmldom, mapped onto Readium's OPDS 1 model, and converted to OPDS 2, which is what
 * Thorium then shows. What the test reads is what that app would.
 */

initGlobalConverters_GENERIC()
initGlobalConverters_OPDS()

export interface ReadLink {
  href: string
  type?: string
  rel?: string | string[]
  title?: string
}
export interface ReadPublication {
  metadata: { title: string; identifier?: string; description?: string; author?: unknown }
  links: ReadLink[]
  images?: ReadLink[]
}
export interface ReadFeed {
  metadata: { title: string }
  links: ReadLink[]
  navigation?: ReadLink[]
  publications?: ReadPublication[]
}

const PSE = 'http://vaemendis.net/opds-pse/ns'

/** The feed as Thorium reads it, and the page-streaming attributes it leaves aside, read from the XML. */
export function readOpds1(xml: string) {
  const errors: string[] = []
  const dom = new DOMParser({
    errorHandler: (level, message) => {
      if (level !== 'warning') errors.push(message)
    },
  }).parseFromString(xml, 'application/xml')
  if (errors.length > 0) throw new Error(`not well-formed XML: ${errors.join('; ')}`)
  const opds1 = XML.deserialize<OPDS>(dom as never, OPDS)
  const feed = TaJsonSerialize(convertOpds1ToOpds2(opds1)) as unknown as ReadFeed
  const streams = [...Array.from(dom.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link'))]
    .filter((link) => link.getAttribute('rel') === 'http://vaemendis.net/opds-pse/stream')
    .map((link) => ({
      href: link.getAttribute('href')!,
      count: Number(link.getAttributeNS(PSE, 'count')),
      lastRead: link.hasAttributeNS(PSE, 'lastRead')
        ? Number(link.getAttributeNS(PSE, 'lastRead'))
        : undefined,
    }))
  return { opds1, feed, streams }
}

export const relsOf = (link: ReadLink) => (Array.isArray(link.rel) ? link.rel : [link.rel])
export const linkTo = (links: ReadLink[] | undefined, rel: string) =>
  links?.find((link) => relsOf(link).includes(rel))
