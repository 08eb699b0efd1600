/**
 * Proof that every catalogue is derived from the set list: outside src/cards, no source file names a set id, so
 * adding a set is its folder plus one line in sets.ts (docs/cards.md). Tests and e2e specs may name cards; other
 * code names a printing by deck-list code and number (`cardIdByCode('BS', 63)`).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SETS } from '../src/cards/sets'

const ROOT = join(new URL('.', import.meta.url).pathname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`
    if (e.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|js|mjs|cjs)$/.test(e.name) && !/\.test\.[a-z]+$/.test(e.name) ? [path] : []
  })
}

const SCANNED = [
  // src/sim/normal-v1 and src/sim/expert-nov26 are the arena's frozen yardsticks (the sets' name tables as they were
  // before card sense, issue 21): a record of the old per-set hints, never extended when a set is added.
  ...sourceFiles('src').filter(
    (f) => !f.startsWith('src/cards/') && !f.startsWith('src/sim/normal-v1/') && !f.startsWith('src/sim/expert-nov26/'),
  ),
  ...sourceFiles('scripts'),
  '.ci/run',
  'index.html',
  'vite.config.ts',
  'eslint.config.js',
  'package.json',
]

// A set id as a word of its own or the start of an identifier (`base1-4`, `base1DeckSource`), not inside a word.
const mention = new RegExp(`(?<![A-Za-z0-9_])(${SETS.map((s) => s.id).join('|')})(?![a-z0-9_])`)

const namesASet = (file: string): string | null => {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n')
  const i = lines.findIndex((l) => mention.test(l))
  return i < 0 ? null : `${file}:${i + 1}: ${lines[i]!.trim()}`
}

describe('set ids outside src/cards', () => {
  it('scans the app, the simulations, the scripts and the CI script', () => {
    expect(SCANNED.length).toBeGreaterThan(100)
    expect(SCANNED).toContain('src/sim/arena.ts')
  })

  it('no source file outside src/cards names a set id', () => {
    const found = SCANNED.map(namesASet).filter((hit) => hit !== null)
    expect(found).toEqual([])
  })

  it('the scan would catch a set id in a catalogue', () => {
    expect(mention.test(`const SET_LABEL = { ${SETS[0]!.id}: 'x' }`)).toBe(true)
    expect(mention.test(`import { ${SETS[0]!.id}DeckSource } from './decks'`)).toBe(true)
    expect(mention.test('baseline1 and sveltekit')).toBe(false)
  })
})
