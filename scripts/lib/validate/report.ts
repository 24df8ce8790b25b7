/** One line of the report: a validator's errors on one page. */
export interface Row {
  validator: string
  page: string
  errors: string[]
}

/** The table of every validator and page (errors counted), then each error written out. */
export function printReport(rows: Row[], showAll: boolean) {
  const widths = [
    Math.max(9, ...rows.map((r) => r.validator.length)),
    Math.max(4, ...rows.map((r) => r.page.length)),
  ] as const
  const line = (cells: [string, string, string]) =>
    `| ${cells[0].padEnd(widths[0])} | ${cells[1].padEnd(widths[1])} | ${cells[2].padStart(6)} |`
  const failed = rows.filter((row) => row.errors.length)
  const shown = showAll ? rows : failed
  if (shown.length) {
    console.log(line(['validator', 'page', 'errors']))
    console.log(`|${'-'.repeat(widths[0] + 2)}|${'-'.repeat(widths[1] + 2)}|${'-'.repeat(8)}|`)
    for (const row of shown) console.log(line([row.validator, row.page, String(row.errors.length)]))
  }
  for (const row of failed) {
    console.log(`\n${row.validator}, ${row.page}:`)
    for (const error of row.errors) console.log(`  - ${error}`)
  }
  const totals = new Map<string, number>()
  for (const row of rows) totals.set(row.validator, (totals.get(row.validator) ?? 0) + row.errors.length)
  console.log(
    `\n${[...totals].map(([validator, count]) => `${validator}: ${count} errors`).join(', ')} on ${new Set(rows.map((r) => r.page)).size} pages`,
  )
  return failed.length === 0
}
