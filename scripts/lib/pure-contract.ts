import type { Plugin } from 'vite'

type Node = { type: string; start: number; end: number; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** Every node under `node`, functions' insides too unless `intoFunctions` is false. */
function* nodesOf(node: Node, intoFunctions: boolean): Generator<Node> {
  if (!intoFunctions && /Function/.test(node.type)) return
  yield node
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) yield* nodesOf(child, intoFunctions)
    }
  }
}

/** Where each call in a module's top-level declarations starts (functions run only when called). */
function topLevelCalls(program: Node): number[] {
  const at: number[] = []
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue
    for (const { init } of declaration.declarations as { init: Node | null }[]) {
      if (!init) continue
      for (const node of nodesOf(init, false)) {
        if (node.type === 'CallExpression' || node.type === 'NewExpression') at.push(node.start)
      }
    }
  }
  return at
}

/**
 * What the app never reads of an endpoint: what it takes (the server checks requests with those
 * schemas; the app only needs their types), the documents' words and names, and what only the server
 * applies (its write limit, cache rule and success status). Left out of the app's build, so a page
 * carries the addresses, rules and answer schemas of its calls, not every request schema with its
 * messages in two languages. call() reads none of these (src/shared/api/call.ts).
 */
const SERVER_ONLY = new Set([
  'params',
  'query',
  'queryFor',
  'body',
  'doc',
  'summary',
  'name',
  'area',
  'limit',
  'cache',
  'status',
])

/** The source ranges of those properties in each `endpoint({...})` declaration, with their commas. */
function serverOnlyRanges(program: Node, code: string): [number, number][] {
  const ranges: [number, number][] = []
  for (const node of nodesOf(program, true)) {
    const callee = node.callee as Node | undefined
    const [declared] = (node.arguments as Node[] | undefined) ?? []
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'endpoint')
      continue
    if (declared?.type !== 'ObjectExpression') continue
    for (const property of declared.properties as Node[]) {
      const key = property.key as Node | undefined
      if (property.type !== 'Property' || !key || !SERVER_ONLY.has(String(key.name))) continue
      const comma = /^\s*,/.exec(code.slice(property.end))
      ranges.push([property.start, property.end + (comma ? comma[0].length : 0)])
    }
  }
  return ranges
}

/**
 * The contract as the app's build reads it. Its modules declare schemas and endpoints at their top
 * level by calling valibot and their own helpers: nothing but the value is made by those calls, but
 * a bundler cannot know that of a call into another module (valibot's own marks are lost once its
 * code sits in another chunk), so those calls are marked pure, the modules declared free of side
 * effects (the lint keeps them so: valibot and their own modules only), and what a page does not
 * use is left out. And the endpoints lose what only the server reads (SERVER_ONLY).
 */
/** An import declaration without the names nothing uses any more; empty when none is left. */
function importsStillUsed(program: Node, code: string): [number, number, string][] {
  const used = new Set<string>()
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ImportDeclaration') continue
    for (const node of nodesOf(statement, true)) if (node.type === 'Identifier') used.add(String(node.name))
  }
  const edits: [number, number, string][] = []
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue
    const specifiers = statement.specifiers as Node[]
    if (specifiers.length === 0 || specifiers.some((one) => one.type !== 'ImportSpecifier')) continue
    const kept = specifiers.filter((one) => used.has(String((one.local as Node).name)))
    if (kept.length === specifiers.length) continue
    const source = code.slice((statement.source as Node).start, (statement.source as Node).end)
    const names = kept.map((one) => code.slice(one.start, one.end))
    edits.push([
      statement.start,
      statement.end,
      names.length ? `import { ${names.join(', ')} } from ${source};` : '',
    ])
  }
  return edits
}

/** Applies edits made against `code` (none overlapping), from the last one back. */
function edited(code: string, edits: [number, number, string][]) {
  let changed = code
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) {
    changed = `${changed.slice(0, start)}${text}${changed.slice(end)}`
  }
  return changed
}

export function pureContract(): Plugin {
  return {
    name: 'mot:pure-contract',
    apply: 'build',
    transform: {
      filter: { id: /\/src\/contract\/[^?]+\.ts$/ },
      handler(code, id) {
        if (this.environment?.name === 'ssr') return null
        const parse = (text: string) => this.parse(text) as unknown as Node
        let changed = code
        if (id.includes('/src/contract/endpoints/')) {
          // What the app does not read goes first, then the imports only it used, so the request
          // schemas' modules are not even reached from a page.
          const removed = serverOnlyRanges(parse(changed), changed)
          changed = edited(
            changed,
            removed.map(([start, end]) => [start, end, '']),
          )
          changed = edited(changed, importsStillUsed(parse(changed), changed))
        }
        const marks = topLevelCalls(parse(changed))
        changed = edited(
          changed,
          marks.map((at) => [at, at, '/* @__PURE__ */ ']),
        )
        // And a module nothing is used of is left out whole, with what it imports.
        return { code: changed, map: null, moduleSideEffects: false }
      },
    },
  }
}
