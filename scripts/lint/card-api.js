// @ts-check
// ESLint rule `cards/closed-api`: card code reaches the game only through the card API the engine hands it
// (docs/engine.md "The card API"). In the files it is applied to (src/cards, tests excluded) it reports
//   - an import that resolves into the engine folder anywhere but its public entry (src/engine/index.ts, or the
//     folder itself): engine internals such as flow/table are not part of the card API;
//   - a member access `.t` (or `['t']`) and a destructured `{ t }`: the table behind a context (EffectCtx and
//     HookCtx used to expose it as `c.t` / `h.t`); cards use the context's named methods instead.
import path from 'node:path'

/** @typedef {{ engineDir?: string, entries?: string[] }} Options */

/** @type {import('eslint').Rule.RuleModule} */
export const closedApi = {
  meta: {
    type: 'problem',
    docs: { description: 'Card code uses only the engine’s public card API (no engine internals, no table)' },
    schema: [{ type: 'object', additionalProperties: true }],
    messages: {
      internal:
        "Card code may not import '{{spec}}' (engine internals): import from the engine's public API ({{entry}}) instead.",
      table:
        'Card code may not reach the table behind a context (`.t`): use the named methods of EffectCtx / HookCtx (docs/engine.md "The card API").',
    },
  },
  create(context) {
    const options = /** @type {Options} */ (context.options[0] ?? {})
    const rootDir = context.cwd
    const engineDir = path.resolve(rootDir, options.engineDir ?? 'src/engine')
    const entries = (options.entries ?? ['index.ts']).map((e) => path.resolve(engineDir, e))
    const entryText = path.relative(rootDir, /** @type {string} */ (entries[0]))
    const file = context.filename

    /** Is the resolved import target an engine file other than its public entry? */
    const internal = (/** @type {string} */ target) => {
      const rel = path.relative(engineDir, target)
      if (rel.startsWith('..') || path.isAbsolute(rel)) return false // not in the engine
      if (rel === '') return false // the folder: its index.ts
      return !entries.some((e) => e === target || e === `${target}.ts` || e === `${target}.js`)
    }
    /** @param {import('estree').Node} node @param {string} spec */
    function check(node, spec) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) return
      const target = spec.startsWith('/') ? path.join(rootDir, spec) : path.resolve(path.dirname(file), spec)
      if (internal(target)) context.report({ node, messageId: 'internal', data: { spec, entry: entryText } })
    }
    /** @param {any} node */
    const fromSource = (node) => {
      if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value)
    }
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      /** @param {any} node */
      TSImportType(node) {
        const lit = 'source' in node ? node.source : node.argument?.literal
        if (lit && typeof lit.value === 'string') check(lit, lit.value)
      },
      ImportExpression(node) {
        const s = node.source
        if (s.type === 'Literal' && typeof s.value === 'string') check(s, s.value)
      },
      MemberExpression(node) {
        const p = node.property
        const named = !node.computed && p.type === 'Identifier' && p.name === 't'
        const literal = node.computed && p.type === 'Literal' && p.value === 't'
        if (named || literal) context.report({ node, messageId: 'table' })
      },
      /** @param {any} node */
      Property(node) {
        // `const { t } = c` or `({ t }) => …`: a destructured table
        if (node.parent?.type !== 'ObjectPattern') return
        const k = node.key
        if ((k.type === 'Identifier' && k.name === 't' && !node.computed) || (k.type === 'Literal' && k.value === 't'))
          context.report({ node, messageId: 'table' })
      },
    }
  },
}

export default { rules: { 'closed-api': closedApi } }
