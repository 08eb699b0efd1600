// Unit tests of the cards/closed-api lint rule (scripts/lint/card-api.js).
import path from 'node:path'
import { describe, it } from 'vitest'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { closedApi } from './card-api.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } })
const at = (/** @type {string} */ file) => path.join(process.cwd(), file)
const ok = (/** @type {string} */ file, /** @type {string} */ code) => ({ filename: at(file), code })
const bad = (/** @type {string} */ file, /** @type {string} */ code, /** @type {string} */ messageId) => ({
  filename: at(file),
  code,
  errors: [{ messageId }],
})

tester.run('cards/closed-api', closedApi, {
  valid: [
    ok('src/cards/base1/pokemon/025-pikachu.ts', "import type { EffectCtx } from '../../../engine'"),
    ok('src/cards/base1/pokemon/025-pikachu.ts', "import { activeRef } from '../../../engine/index'"),
    ok('src/cards/sv3pt5/index.ts', "export * from '../../engine/index.ts'"),
    ok('src/cards/base1/pokemon/025-pikachu.ts', "import { attack } from '../../kit'"),
    ok('src/cards/sv3pt5/pokemon/040-wigglytuff-ex.ts', 'const f = (h) => h.attachedEnergy(h.self)'),
    ok('src/cards/sv3pt5/pokemon/040-wigglytuff-ex.ts', 'const x = c.types.length + c.turn'),
    ok('src/cards/sv3pt5/pokemon/040-wigglytuff-ex.ts', 'const { seat, opp } = c'),
  ],
  invalid: [
    bad('src/cards/sv3pt5/tests/x.ts', "import { Table } from '../../../engine/flow/table'", 'internal'),
    bad(
      'src/cards/base1/pokemon/025-pikachu.ts',
      "import type { Hooks } from '../../../engine/effects/hooks'",
      'internal',
    ),
    bad(
      'src/cards/base1/pokemon/025-pikachu.ts',
      "export { ENGINE_MARKERS } from '../../../engine/flow/table'",
      'internal',
    ),
    bad('src/cards/decks/index.ts', "import { nextInt } from '../../engine/rng'", 'internal'),
    bad('src/cards/kit.ts', "type T = import('../engine/flow/table').Table", 'internal'),
    bad('src/cards/sv3pt5/pokemon/012-butterfree.ts', "c.t.removeFromPlay(c.self, 'deck')", 'table'),
    bad('src/cards/sv3pt5/pokemon/110-weezing.ts', 'const hp = h.t.remainingHp(h.self)', 'table'),
    bad('src/cards/sv3pt5/pokemon/110-weezing.ts', "const table = c['t']", 'table'),
    bad('src/cards/sv3pt5/pokemon/110-weezing.ts', 'const { t } = c', 'table'),
    bad('src/cards/sv3pt5/pokemon/110-weezing.ts', 'const f = ({ t, owner }) => t.g.turn', 'table'),
  ],
})
