/**
 * A small PDF written by hand, as a test needs one: `pages` pages of `width`×`height` points, each a
 * coloured square, its title and author in the Info dictionary (UTF-16, so any script), and an outline
 * whose items open the given pages.
 */
export function pdfOf(options: {
  pages: number
  title?: string
  author?: string
  outline?: { title: string; page: number }[]
  width?: number
  height?: number
}) {
  const { pages, title, author, outline = [], width = 300, height = 420 } = options
  const utf16 = (text: string) => `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex')}>`
  const objects: string[] = []
  const add = (body: string) => objects.push(body)
  // 1 catalog, 2 page tree, 3 info, 4 outline root, then per page: the page and its content.
  const pageId = (i: number) => 5 + 2 * i
  const itemId = (i: number) => 5 + 2 * pages + i
  add(`<< /Type /Catalog /Pages 2 0 R${outline.length ? ' /Outlines 4 0 R' : ''} >>`)
  add(
    `<< /Type /Pages /Count ${pages} /Kids [${Array.from({ length: pages }, (_, i) => `${pageId(i)} 0 R`).join(' ')}] >>`,
  )
  add(`<< ${title ? `/Title ${utf16(title)} ` : ''}${author ? `/Author ${utf16(author)} ` : ''}>>`)
  add(
    outline.length
      ? `<< /Type /Outlines /First ${itemId(0)} 0 R /Last ${itemId(outline.length - 1)} 0 R /Count ${outline.length} >>`
      : '<< >>',
  )
  for (let i = 0; i < pages; i++) {
    const stream = `${(i * 0.13) % 1} 0.4 0.7 rg 20 20 ${width - 40} ${height - 40} re f`
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${pageId(i) + 1} 0 R /Resources << >> >>`,
    )
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`)
  }
  outline.forEach((item, i) => {
    const links = [
      i > 0 && `/Prev ${itemId(i - 1)} 0 R`,
      i < outline.length - 1 && `/Next ${itemId(i + 1)} 0 R`,
    ]
    add(
      `<< /Title ${utf16(item.title)} /Parent 4 0 R ${links.filter(Boolean).join(' ')} /Dest [${pageId(item.page - 1)} 0 R /Fit] >>`,
    )
  })
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf)
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
