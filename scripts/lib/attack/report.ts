/** One line of the attack table: what was sent, what the server did, and whether that holds. */
export interface AttackRow {
  attack: string
  requests: number
  happened: string
  expected: string
  /** 'skipped' is never a pass: the run says so, and only a run that measured everything passes. */
  result: 'pass' | 'fail' | 'skipped'
}

/** Runs one attack; a crash of the attack itself is a failed row, and the other attacks still run. */
export async function runAttack(
  attack: string,
  expected: string,
  run: () => Promise<Omit<AttackRow, 'attack' | 'expected'>>,
): Promise<AttackRow> {
  const started = Date.now()
  console.log(`▶ ${attack}`)
  let row: AttackRow
  try {
    row = { attack, expected, ...(await run()) }
  } catch (error) {
    row = {
      attack,
      expected,
      requests: 0,
      happened: `the attack broke: ${(error as Error).message}`,
      result: 'fail',
    }
  }
  console.log(`  ${row.result} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${row.happened}`)
  return row
}

/** The table the run ends with; cells wrap to keep it readable in a terminal. */
export function printTable(rows: AttackRow[]) {
  const head = ['attack', 'requests', 'what happened', 'expected', 'result']
  const cells = rows.map((r) => [r.attack, String(r.requests), r.happened, r.expected, r.result])
  const widths = head.map((h, i) => Math.min(48, Math.max(h.length, ...cells.map((c) => c[i]!.length))))
  const wrap = (text: string, width: number) => {
    const lines: string[] = []
    let line = ''
    for (const word of text.split(' ')) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line)
        line = word
      } else line = line ? `${line} ${word}` : word
    }
    lines.push(line)
    return lines
  }
  const print = (row: string[]) => {
    const wrapped = row.map((cell, i) => wrap(cell, widths[i]!))
    const height = Math.max(...wrapped.map((w) => w.length))
    for (let l = 0; l < height; l++) {
      console.log(wrapped.map((w, i) => (w[l] ?? '').padEnd(widths[i]!)).join(' | '))
    }
  }
  console.log('')
  print(head)
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'))
  for (const row of cells) print(row)
}

/** The attacks' section of docs/measurements.md, as a Markdown table. */
export function markdownTable(rows: AttackRow[]) {
  const cell = (text: string) => text.replaceAll('|', '\\|')
  return [
    '| attack | requests | what happened | expected | result |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${cell(r.attack)} | ${r.requests.toLocaleString('en')} | ${cell(r.happened)} | ${cell(r.expected)} | ${r.result} |`,
    ),
  ].join('\n')
}
