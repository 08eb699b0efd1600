// The import-cycle check of `npm run lint` (cycles.mjs) on small projects written to a temporary folder.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findCycles } from './cycles.mjs'

let root = ''
/** Write `files` (path → source) under a fresh temporary root. */
function project(/** @type {Record<string, string>} */ files) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'coinflip-cycles-'))
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), code)
  }
  return root
}
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('import cycle check', () => {
  it('passes imports that only point one way', async () => {
    const r = project({
      'src/engine/model/types.ts': 'export type Seat = 0 | 1',
      'src/engine/api/card.ts': "import type { Seat } from '../model/types'\nexport type Card = { seat: Seat }",
      'src/ui/App.tsx': "import type { Card } from '../engine/api/card'\nexport const App = (c: Card) => c.seat",
    })
    expect(await findCycles(r)).toEqual([])
  })

  it('fails on a cycle made only of type imports', async () => {
    const r = project({
      'src/engine/effects/context.ts': "import type { Table } from '../table/table'\nexport type Ctx = { t: Table }",
      'src/engine/table/table.ts': "import type { Ctx } from '../effects/context'\nexport type Table = { c: Ctx }",
    })
    expect(await findCycles(r)).toEqual([['src/engine/effects/context.ts', 'src/engine/table/table.ts']])
  })

  it('fails on a longer cycle through a .tsx file and a lazy import()', async () => {
    const r = project({
      'src/a.ts': "import { b } from './b'\nexport const a = b",
      'src/b.tsx': "export const b = () => import('./c')",
      'src/c.ts': "import { a } from './a'\nexport const c = a",
    })
    expect(await findCycles(r)).toEqual([['src/a.ts', 'src/b.tsx', 'src/c.ts']])
  })
})
