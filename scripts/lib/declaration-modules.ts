import type { Plugin } from 'vite'

type Node = { type: string; start: number; end: number; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** A node's children, less the names of properties and members (`a.b`, `{ b: 1 }`, a method's name). */
function* childrenOf(node: Node): Generator<Node> {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue
    if (key === 'key' && !node.computed && /Property|MethodDefinition/.test(node.type)) continue
    if (key === 'property' && !node.computed && node.type === 'MemberExpression') continue
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield child
  }
}

function* nodesOf(node: Node): Generator<Node> {
  yield node
  for (const child of childrenOf(node)) yield* nodesOf(child)
}

/** The parts of a declaration evaluated where it stands: not the bodies of the functions it declares. */
function* evaluatedOf(node: Node): Generator<Node> {
  if (/Function|MethodDefinition/.test(node.type)) return
  if (node.type === 'PropertyDefinition' && !node.static) return
  yield node
  for (const child of childrenOf(node)) yield* evaluatedOf(child)
}

/** The names a pattern binds (`{ a, b: [c] }` binds a and c). */
const boundNames = (pattern: Node): string[] =>
  pattern.type === 'Identifier' ? [String(pattern.name)] : [...childrenOf(pattern)].flatMap(boundNames)

/** An identifier's or a string's name (`export { a as 'b' }`). */
const nameOf = (node: Node) => String(node.name ?? node.value)

/** An import of the module, by the local name it binds: `*` for a namespace. */
interface Imported {
  source: string
  imported: string
}

interface Part {
  /** Its declarations' text, each with the comments before it (`@__NO_SIDE_EFFECTS__`). */
  code: string
  names: string[]
  /** The names it uses that other parts declare or the module imports. */
  uses: Set<string>
}

export interface Declarations {
  parts: Part[]
  /** The part each top-level name is declared in. */
  partOf: Map<string, number>
  imports: Map<string, Imported>
  /** The module's exports: the name exported, and the local name (or import) it is. */
  exports: [string, string][]
}

/**
 * A module's top-level declarations as parts: one per declaration, but a variable is in one part
 * with the declarations that assign it and those whose evaluation reads it (`class A extends B`), so
 * no part changes or reads before its time what another declares. Or why the module cannot be
 * split: it does something as it loads (a call, an import for its effects), whose order matters.
 */
export function declarationsOf(program: Node, code: string): Declarations | string {
  const imports = new Map<string, Imported>()
  const exports: [string, string][] = []
  const declarations: { node: Node; text: string; names: string[] }[] = []
  let previousEnd = 0
  for (const statement of program.body as Node[]) {
    // The text between two statements (comments) goes with the second.
    const before = code.slice(previousEnd, statement.start)
    previousEnd = statement.end
    if (statement.type === 'ImportDeclaration') {
      const source = String((statement.source as Node).value)
      const specifiers = statement.specifiers as Node[]
      if (specifiers.length === 0) return `it imports ${source} for its effects`
      for (const specifier of specifiers) {
        const imported =
          specifier.type === 'ImportNamespaceSpecifier'
            ? '*'
            : specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : nameOf(specifier.imported as Node)
        imports.set(nameOf(specifier.local as Node), { source, imported })
      }
      continue
    }
    if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      const source = statement.source ? String((statement.source as Node).value) : undefined
      for (const specifier of statement.specifiers as Node[]) {
        const [local, exported] = [nameOf(specifier.local as Node), nameOf(specifier.exported as Node)]
        if (source === undefined) exports.push([exported, local])
        else {
          // Passed on from another module: as if imported, under a name no declaration has.
          imports.set(`\0${exported}`, { source, imported: local })
          exports.push([exported, `\0${exported}`])
        }
      }
      continue
    }
    // `export const a = …` is `const a = …`, with `a` exported.
    const exported = statement.type === 'ExportNamedDeclaration'
    const node = exported ? (statement.declaration as Node) : statement
    if (!/^(FunctionDeclaration|ClassDeclaration|VariableDeclaration)$/.test(node.type))
      return `it has a top-level ${statement.type}`
    for (const one of evaluatedOf(node))
      if (/^(CallExpression|NewExpression|TaggedTemplateExpression|StaticBlock)$/.test(one.type))
        return `it calls something as it loads (${code.slice(one.start, one.start + 40)}…)`
    const names =
      node.type === 'VariableDeclaration'
        ? (node.declarations as Node[]).flatMap((one) => boundNames(one.id as Node))
        : [nameOf(node.id as Node)]
    declarations.push({ node, text: before + code.slice(node.start, node.end), names })
    if (exported) for (const name of names) exports.push([name, name])
  }
  // One part per declaration, joined (union–find) with those that assign its variables or read them.
  const declaredIn = new Map<string, number>()
  declarations.forEach(({ names }, index) => {
    for (const name of names) declaredIn.set(name, index)
  })
  const root = declarations.map((_, index) => index)
  const find = (index: number): number => {
    if (root[index] !== index) root[index] = find(root[index]!)
    return root[index]!
  }
  const joinWith = (index: number, names: string[]) => {
    for (const name of names) {
      const declared = declaredIn.get(name)
      if (declared !== undefined) root[find(declared)] = find(index)
    }
  }
  declarations.forEach(({ node }, index) => {
    for (const one of evaluatedOf(node)) if (one.type === 'Identifier') joinWith(index, [String(one.name)])
    for (const one of nodesOf(node)) {
      const target = one.type === 'AssignmentExpression' ? one.left : one.argument
      if (/^(AssignmentExpression|UpdateExpression)$/.test(one.type) && isNode(target))
        joinWith(index, boundNames(target))
    }
  })
  const parts: Part[] = []
  const partOfRoot = new Map<number, number>()
  declarations.forEach(({ node, text, names }, index) => {
    const group = find(index)
    if (!partOfRoot.has(group)) {
      partOfRoot.set(group, parts.length)
      parts.push({ code: '', names: [], uses: new Set() })
    }
    const part = parts[partOfRoot.get(group)!]!
    part.code += `${text}\n`
    part.names.push(...names)
    // A local variable of the same name counts too: one import too many, which the bundler drops.
    for (const one of nodesOf(node)) {
      const name = one.type === 'Identifier' ? String(one.name) : undefined
      if (name && (declaredIn.has(name) || imports.has(name))) part.uses.add(name)
    }
  })
  const partOf = new Map([...declaredIn].map(([name, index]) => [name, partOfRoot.get(find(index))!]))
  for (const part of parts) for (const name of part.names) part.uses.delete(name)
  return { parts, partOf, imports, exports }
}

const PART = '?declarations='

/** `local` (a part's or an import of the module) imported or re-exported as `as`. */
function from(module: Declarations, file: string, local: string, as: string, keyword: 'import' | 'export') {
  const part = module.partOf.get(local)
  if (part !== undefined) return `${keyword} { ${local} as ${as} } from '${file}${PART}${part}'`
  const { source, imported } = module.imports.get(local)!
  return imported === '*'
    ? `${keyword} * as ${as} from '${source}'`
    : `${keyword} { ${imported} as ${as} } from '${source}'`
}

/**
 * The bundler puts a module in one chunk, with every export any chunk uses: a module the app's
 * first script uses a little of brings into the first load all that later screens use of it.
 * Valibot is a single module: with the few schemas the first screen checks came the account forms'
 * email and field checks, the stored records' tuples and records, and more. The modules `files`
 * names are served here as one module per top-level declaration (with the imports it uses), the
 * module itself re-exporting them, so that each declaration goes where it is used, as a module of
 * its own would. A module that does anything as it loads but declare is left whole, with a warning.
 */
export function declarationModules(files: RegExp): Plugin {
  // Each module's parts, from its code as the other plugins left it, found before its parts load.
  const modules = new Map<string, Declarations>()
  return {
    name: 'mot:declaration-modules',
    apply: 'build',
    buildStart() {
      modules.clear()
    },
    transform: {
      order: 'post',
      filter: { id: files },
      handler(code, id) {
        const found = declarationsOf(this.parse(code) as unknown as Node, code)
        if (typeof found === 'string') {
          this.warn(`${id} is loaded whole, not a module per declaration: ${found}`)
          return null
        }
        modules.set(id, found)
        const reexports = found.exports.map(([exported, local]) => from(found, id, local, exported, 'export'))
        return { code: reexports.join('\n'), map: null, moduleSideEffects: false }
      },
    },
    resolveId: {
      filter: { id: /\?declarations=\d+$/ },
      handler: (source) => source,
    },
    load: {
      filter: { id: /\?declarations=\d+$/ },
      handler(id) {
        const [file, index] = id.split(PART) as [string, string]
        const module = modules.get(file)
        const part = module?.parts[Number(index)]
        if (!module || !part) throw new Error(`${id}: no such part`)
        const imports = [...part.uses].map((name) => from(module, file, name, name, 'import'))
        const code = [...imports, part.code, `export { ${part.names.join(', ')} }`].join('\n')
        return { code, map: null, moduleSideEffects: false }
      },
    },
  }
}
