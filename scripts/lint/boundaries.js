// @ts-check
// ESLint rule `coinflip/boundaries`: the import direction of docs/architecture.md, checked on resolved paths.
//
// Each top-level folder of src/ is a layer (src/engine → "engine"; files directly in src/ → "app"). For every
// import, export-from and literal dynamic import() in a file under src/, the rule resolves the target:
//   - relative ('./x', '../cards/y') or root-absolute ('/src/x') → the layer it lands in (or "outside" src/)
//   - 'node:fs', 'fs', … → a Node builtin
//   - anything else ('react', 'virtual:pwa-register', '@dnd-kit/core') → a package
// and checks it against the layer's policy, given in eslint.config.js:
//   { allow: [...layers] }   only these layers (and "outside" is then forbidden too), or
//   { deny: [...layers] }    every layer except these
//   packages: true | string[] (names allowed; default none), nodeBuiltins: boolean (default false)
// Test files (testFiles regex) may also import options.testPackages and Node builtins, in any layer.
// Type-only imports count like any other: the engine must not even know a card's type.
//
// A layer may have ordered sub-layers (options.sublayers, e.g. the engine's model → api → table → …): a file may
// import its own sub-layer and those below it, never one above. Every file of such a layer must be in one of them.
// Test files may import any sub-layer.
import fs from 'node:fs'
import path from 'node:path'
import { builtinModules } from 'node:module'

/** @typedef {{ allow?: string[], deny?: string[], packages?: boolean | string[], nodeBuiltins?: boolean, why?: string }} LayerPolicy */
/**
 * Sub-layers of one layer, bottom first. `paths` name what is directly in the layer's folder: a folder ('model'), a
 * file ('rng.ts'), or a folder pattern with `*` ('*-tests').
 * @typedef {{ layer: string, order: { name: string, paths: string[] }[], why?: string }} Sublayers
 */
/** @typedef {{ srcDir?: string, layers: Record<string, LayerPolicy>, defaultPolicy?: LayerPolicy, testFiles?: string, testPackages?: string[], sublayers?: Sublayers[] }} Options */

const BUILTINS = new Set(builtinModules)

/** Package name of a bare specifier: '@scope/name/sub' → '@scope/name', 'react-dom/client' → 'react-dom'. */
export function packageName(/** @type {string} */ spec) {
  const parts = spec.split('/')
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : /** @type {string} */ (parts[0])
}

/**
 * Classify an import specifier seen in `fromFile`.
 * @param {string} spec
 * @param {string} fromFile absolute path
 * @param {string} srcDir absolute path of src/
 * @param {string} rootDir absolute project root
 * @returns {{ kind: 'layer', layer: string } | { kind: 'builtin' } | { kind: 'package', name: string }}
 */
export function classify(spec, fromFile, srcDir, rootDir) {
  if (spec.startsWith('node:') || BUILTINS.has(spec)) return { kind: 'builtin' }
  if (spec.startsWith('.') || spec.startsWith('/')) {
    const target = spec.startsWith('/') ? path.join(rootDir, spec) : path.resolve(path.dirname(fromFile), spec)
    return { kind: 'layer', layer: layerOf(target, srcDir) ?? 'outside' }
  }
  return { kind: 'package', name: packageName(spec) }
}

/** Layer of an absolute path, or null when it is not under srcDir. */
export function layerOf(/** @type {string} */ file, /** @type {string} */ srcDir) {
  const rel = path.relative(srcDir, file)
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null
  const parts = rel.split(path.sep)
  // '../engine' names the folder (its index.ts): that is the engine layer, not a file directly in src/.
  if (parts.length === 1 && !isDirectory(file)) return 'app'
  return /** @type {string} */ (parts[0])
}

/**
 * Index in `order` of the sub-layer an absolute path lands in, inside the folder `layerDir`; -1 when none names it.
 * An import path has no extension ('../rng'), a file name has one: both match the entry 'rng.ts'. The folder itself
 * ('..' from inside it) is its index.ts.
 * @param {string} file @param {string} layerDir @param {Sublayers['order']} order
 */
export function sublayerOf(file, layerDir, order) {
  const rel = path.relative(layerDir, file)
  const parts = rel === '' ? ['index.ts'] : rel.split(path.sep)
  const first = /** @type {string} */ (parts[0])
  const isFolder = parts.length > 1 || (rel !== '' && isDirectory(file))
  const stem = (/** @type {string} */ name) => name.replace(/\.[cm]?[jt]sx?$/, '')
  return order.findIndex(({ paths }) =>
    paths.some((entry) => {
      const entryIsFile = /\.[cm]?[jt]sx?$/.test(entry)
      if (entryIsFile) return !isFolder && stem(first) === stem(entry)
      const re = new RegExp(`^${entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)
      return isFolder && re.test(first)
    }),
  )
}

function isDirectory(/** @type {string} */ p) {
  try {
    return fs.statSync(p).isDirectory()
  } catch {
    return false
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layer import direction of docs/architecture.md' },
    schema: [{ type: 'object', additionalProperties: true }],
    messages: {
      layer: "{{from}} may not import '{{spec}}' ({{target}}). {{why}}",
      pkg: "{{from}} may not import the package '{{spec}}'. {{why}}",
      builtin: "{{from}} may not import the Node builtin '{{spec}}': it runs in the browser. {{why}}",
      sublayer: "{{from}} ({{own}}) may not import '{{spec}}' ({{target}}). {{why}}",
      unplaced:
        '{{from}} is in none of the layers of src/{{layer}}: add it to their table in eslint.config.js. {{why}}',
    },
  },
  create(context) {
    const options = /** @type {Options} */ (context.options[0] ?? { layers: {} })
    const rootDir = context.cwd
    const srcDir = path.resolve(rootDir, options.srcDir ?? 'src')
    const file = context.filename
    const layer = layerOf(file, srcDir)
    if (layer === null) return {}
    const from = layer === 'app' ? 'src/ (app root)' : `src/${layer}`
    const policy = options.layers[layer] ?? options.defaultPolicy ?? { deny: [], packages: true, nodeBuiltins: true }
    const isTest = options.testFiles ? new RegExp(options.testFiles).test(file) : false
    const why = policy.why ?? ''
    const sub = (options.sublayers ?? []).find((x) => x.layer === layer)
    const subDir = path.join(srcDir, layer)
    const ownSub = sub && !isTest ? sublayerOf(file, subDir, sub.order) : null
    const subName = (/** @type {number} */ i) => (sub && i >= 0 ? `${sub.order[i]?.name} layer` : 'no layer')

    /** Same-layer imports of a layer with sub-layers: down or sideways only. @param {import('estree').Node} node @param {string} spec */
    function checkSublayer(node, spec) {
      if (!sub || ownSub === null || ownSub < 0 || !spec.startsWith('.')) return
      const target = sublayerOf(path.resolve(path.dirname(file), spec), subDir, sub.order)
      if (target <= ownSub && target >= 0) return
      const where = target < 0 ? 'in no layer' : `${subName(target)}, above it`
      const data = { from: path.relative(rootDir, file), own: subName(ownSub), spec, target: where }
      context.report({ node, messageId: 'sublayer', data: { ...data, why: sub.why ?? '' } })
    }

    /** @param {import('estree').Node} node @param {string} spec */
    function check(node, spec) {
      const c = classify(spec, file, srcDir, rootDir)
      if (c.kind === 'builtin') {
        if (!policy.nodeBuiltins && !isTest) context.report({ node, messageId: 'builtin', data: { from, spec, why } })
        return
      }
      if (c.kind === 'package') {
        const ok =
          policy.packages === true ||
          (Array.isArray(policy.packages) && policy.packages.includes(c.name)) ||
          (isTest && (options.testPackages ?? []).includes(c.name))
        if (!ok) context.report({ node, messageId: 'pkg', data: { from, spec, why } })
        return
      }
      const target = c.layer === 'outside' ? 'outside src/' : c.layer === 'app' ? 'src/' : `src/${c.layer}`
      const ok = policy.allow ? policy.allow.includes(c.layer) : !(policy.deny ?? []).includes(c.layer)
      if (!ok) context.report({ node, messageId: 'layer', data: { from, spec, target, why } })
      else if (c.layer === layer) checkSublayer(node, spec)
    }

    /** @param {any} node */
    const fromSource = (node) => {
      if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value)
    }
    return {
      /** @param {any} node */
      Program(node) {
        if (sub && ownSub === -1) {
          const data = { from: path.relative(rootDir, file), layer, why: sub.why ?? '' }
          context.report({ node, messageId: 'unplaced', data })
        }
      },
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      // `type T = import('../cards/x').Card` in TypeScript
      /** @param {any} node */
      TSImportType(node) {
        const lit = 'source' in node ? node.source : node.argument?.literal // typescript-eslint ≥8.?: source
        if (lit && typeof lit.value === 'string') check(lit, lit.value)
      },
      ImportExpression(node) {
        const s = node.source
        if (s.type === 'Literal' && typeof s.value === 'string') check(s, s.value)
        else if (s.type === 'TemplateLiteral' && s.expressions.length === 0) {
          check(s, /** @type {string} */ (s.quasis[0]?.value.cooked))
        }
      },
    }
  },
}

export default { rules: { boundaries } }
