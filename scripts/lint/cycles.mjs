// @ts-check
// Import cycles in src/ (a step of `npm run lint`): any cycle fails, type-only imports and literal import() included,
// since a cycle of types still ties the layers of docs/architecture.md together. The graph comes from dpdm, which
// parses with the TypeScript compiler.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseCircular, parseDependencyTree } from 'dpdm'

/**
 * Every import cycle among the files matching `patterns` under `root`, each as its files (relative to root).
 * @param {string} root
 * @param {string[]} [patterns]
 * @returns {Promise<string[][]>}
 */
export async function findCycles(root, patterns = ['src/**/*.ts', 'src/**/*.tsx']) {
  const tree = await parseDependencyTree(patterns, {
    cwd: root,
    context: root,
    transform: false, // keep type-only imports
    skipDynamicImports: false,
  })
  // Each cycle from its alphabetically first file, so the report is the same on every run.
  return parseCircular(tree).map((files) => {
    const first = files.indexOf([...files].sort()[0] ?? '')
    return [...files.slice(first), ...files.slice(0, first)]
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const cycles = await findCycles(process.cwd())
  for (const [i, files] of cycles.entries()) console.error(`import cycle ${i + 1}: ${[...files, files[0]].join(' → ')}`)
  if (cycles.length) {
    console.error(`${cycles.length} import cycle(s) in src/: move what both sides need into a module below both.`)
    process.exitCode = 1
  } else console.log('No import cycles in src/.')
}
