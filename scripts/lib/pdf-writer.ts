/**
 * A small PDF written by hand, for tests and the import benchmark: its pages (each a JPEG drawn over
 * the whole page, or a coloured square), its title and author in the Info dictionary (UTF-16, so any
 * script), and an outline whose items open the given pages.
 */
export interface PdfPage {
  /** In points. */
  width: number
  height: number
  /** A baseline JPEG drawn over the page, its size in pixels. */
  jpeg?: { bytes: Buffer; width: number; height: number }
}

export function pdfOf(options: {
  pages: number | PdfPage[]
  title?: string
  author?: string
  outline?: { title: string; page: number }[]
}) {
  const { title, author, outline = [] } = options
  const pages: PdfPage[] =
    typeof options.pages === 'number'
      ? Array.from({ length: options.pages }, () => ({ width: 300, height: 420 }))
      : options.pages
  const utf16 = (text: string) => `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex')}>`
  const objects: Buffer[] = []
  const add = (body: string | Buffer) =>
    objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'))
  // 1 catalog, 2 page tree, 3 info, 4 outline root, then per page: the page, its content, its image.
  const pageId = (i: number) => 5 + 3 * i
  const itemId = (i: number) => 5 + 3 * pages.length + i
  add(`<< /Type /Catalog /Pages 2 0 R${outline.length ? ' /Outlines 4 0 R' : ''} >>`)
  const kids = pages.map((_, i) => `${pageId(i)} 0 R`).join(' ')
  add(`<< /Type /Pages /Count ${pages.length} /Kids [${kids}] >>`)
  add(`<< ${title ? `/Title ${utf16(title)} ` : ''}${author ? `/Author ${utf16(author)} ` : ''}>>`)
  const first = itemId(0)
  const last = itemId(outline.length - 1)
  add(
    outline.length
      ? `<< /Type /Outlines /First ${first} 0 R /Last ${last} 0 R /Count ${outline.length} >>`
      : '<< >>',
  )
  pages.forEach(({ width, height, jpeg }, i) => {
    const image = pageId(i) + 2
    const stream = jpeg
      ? `q ${width} 0 0 ${height} 0 0 cm /P Do Q`
      : `${(i * 0.13) % 1} 0.4 0.7 rg 20 20 ${width - 40} ${height - 40} re f`
    const resources = jpeg ? `<< /XObject << /P ${image} 0 R >> >>` : '<< >>'
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${pageId(i) + 1} 0 R /Resources ${resources} >>`,
    )
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`)
    add(
      jpeg
        ? Buffer.concat([
            Buffer.from(
              `<< /Type /XObject /Subtype /Image /Width ${jpeg.width} /Height ${jpeg.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.bytes.length} >>\nstream\n`,
              'latin1',
            ),
            jpeg.bytes,
            Buffer.from('\nendstream', 'latin1'),
          ])
        : '<< >>',
    )
  })
  outline.forEach((item, i) => {
    const links = [
      i > 0 && `/Prev ${itemId(i - 1)} 0 R`,
      i < outline.length - 1 && `/Next ${itemId(i + 1)} 0 R`,
    ]
    add(
      `<< /Title ${utf16(item.title)} /Parent 4 0 R ${links.filter(Boolean).join(' ')} /Dest [${pageId(item.page - 1)} 0 R /Fit] >>`,
    )
  })
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')]
  let length = parts[0]!.length
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(length)
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')])
    parts.push(object)
    length += object.length
  })
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${length}\n%%EOF\n`
  return Buffer.concat([...parts, Buffer.from(tail, 'latin1')])
}
