// Unit tests of the coinflip/boundaries lint rule, run with the real layer table from eslint.config.js.
import path from 'node:path'
import { describe, it } from 'vitest'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { boundaries } from './boundaries.js'
import { engineLayers, layers } from '../../eslint.config.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } })
const options = [
  {
    srcDir: 'src',
    layers,
    defaultPolicy: { deny: ['sim'], packages: true },
    testFiles: String.raw`\.test\.[cm]?[jt]sx?$`,
    testPackages: ['vitest', 'fast-check'],
    sublayers: [engineLayers],
  },
]
const at = (/** @type {string} */ file) => path.join(process.cwd(), file)
const ok = (/** @type {string} */ file, /** @type {string} */ code) => ({ filename: at(file), code, options })
const bad = (/** @type {string} */ file, /** @type {string} */ code, /** @type {string} */ messageId) => ({
  filename: at(file),
  code,
  options,
  errors: [{ messageId }],
})

tester.run('coinflip/boundaries', boundaries, {
  valid: [
    ok('src/engine/flow/turn.ts', "import { x } from '../model/state'"),
    ok('src/engine/flow/turn.ts', "export * from './attack'"),
    ok('src/engine/flow/turn.test.ts', "import { it } from 'vitest'; import fc from 'fast-check'; import '../rng'"),
    ok('src/cards/base1/pikachu.ts', "import type { CardDef } from '../../engine/model/card'"),
    ok('src/ai/heuristic.ts', "import { legalOptions } from '../engine/view'"),
    ok('src/store/game.ts', "import { create } from 'zustand'; import '../engine/replay'; import '../cards/registry'"),
    ok('src/store/game.ts', "const w = () => import('../ai/worker')"),
    ok('src/ui/screens/Start.tsx', "import { useSettings } from '../../store/settings'; import 'react'"),
    ok('src/ui/card/Face.tsx', "import type { CardDef } from '../../cards/registry'; import '../../engine/view'"),
    ok('src/main.tsx', "import { registerSW } from 'virtual:pwa-register'; import './ui/App'"),
    ok('src/sim/arena.ts', "import { readFileSync } from 'node:fs'; import '../engine/replay'; import '../ai/x'"),
    ok('scripts/anything.mjs', "import '../src/sim/arena'"), // outside src/: not a layer
    ok('src/cards/kit.ts', "import { step } from '../engine'"), // a folder import is that folder's layer
    ok('src/main.tsx', "import { App } from './App'"), // a file directly in src/ is the app layer
    // Engine layers: down and sideways.
    ok('src/engine/flow/attack.ts', "import { EffectContext } from '../effects/context'; import './knockout'"),
    ok('src/engine/table/table.ts', "import type { CardDef } from '../api/card'; import { nextInt } from '../rng'"),
    ok('src/engine/api/card.ts', "import type { Seat } from '../model/types'; import '../rules/profile'"),
    ok('src/engine/engine.ts', "import { setup } from './flow/setup'; import { cloneState } from './model/clone'"),
    ok('src/engine/testing/harness.ts', "import { Table } from '../table/table'; import { createEngine } from '..'"),
    ok('src/engine/mechanics-tests/cards.ts', "import { scenario } from '../testing/scenario'"),
    ok('src/engine/flow/main.test.ts', "import { scenario } from '../testing/scenario'"), // a test sits on top
  ],
  invalid: [
    bad('src/engine/flow/turn.ts', "import { pikachu } from '../../cards/base1/pikachu'", 'layer'),
    bad('src/engine/flow/turn.ts', "import type { Card } from '../../cards/base1/pikachu'", 'layer'),
    bad('src/engine/flow/turn.ts', "type C = import('../../cards/registry').Card", 'layer'),
    bad('src/engine/flow/turn.ts', "const m = await import('../../ui/x')", 'layer'),
    bad('src/engine/model/state.ts', "import { useState } from 'react'", 'pkg'),
    bad('src/engine/model/state.ts', "import { produce } from 'immer'", 'pkg'),
    bad('src/engine/model/state.ts', "import fs from 'node:fs'", 'builtin'),
    bad('src/engine/model/state.ts', "import '../../../package.json'", 'layer'),
    bad('src/engine/model/state.ts', "import { registry } from '../../cards'", 'layer'),
    bad('src/cards/base1/x.ts', "import '../../store/game'", 'layer'),
    bad('src/cards/base1/x.ts', "import '../../ai/heuristic'", 'layer'),
    bad('src/ai/agent.ts', "import '../cards/registry'", 'layer'),
    bad('src/ai/agent.ts', "import 'zustand'", 'pkg'),
    bad('src/store/game.ts', "import { Board } from '../ui/board/Board'", 'layer'),
    bad('src/store/game.ts', "export { arena } from '../sim/arena'", 'layer'),
    bad('src/ui/board/Board.tsx', "import { think } from '../../ai/agent'", 'layer'),
    bad('src/ui/board/Board.tsx', "import { run } from '../../sim/arena'", 'layer'),
    bad('src/ui/board/Board.tsx', "import fs from 'fs'", 'builtin'),
    bad('src/main.tsx', "import './sim/arena'", 'layer'),
    bad('src/i18n/en.ts', "import '../store/settings'", 'layer'),
    bad('src/sim/arena.ts', "import '../store/game'", 'layer'),
    bad('src/sim/arena.ts', "import '../ui/App'", 'layer'),
    bad('src/sim/arena.ts', "import React from 'react'", 'pkg'),
    // Engine layers: never up, type-only imports included; every engine file in a layer.
    bad('src/engine/effects/context.ts', "import { resolveKnockOuts } from '../flow/knockout'", 'sublayer'),
    bad('src/engine/api/card.ts', "import type { Table } from '../table/table'", 'sublayer'),
    bad('src/engine/model/state.ts', "type C = import('../api/card').CardDef", 'sublayer'),
    bad('src/engine/rng.ts', "export type { CardDef } from './api/card'", 'sublayer'),
    bad('src/engine/table/table.ts', "import { createEngine } from '../engine'", 'sublayer'),
    bad('src/engine/flow/main.ts', "import { createEngine } from '..'", 'sublayer'), // the folder: its index.ts
    bad('src/engine/view.ts', "import { scenario } from './testing/scenario'", 'sublayer'),
    bad('src/engine/flow/main.ts', "import '../nowhere/x'", 'sublayer'),
    bad('src/engine/stray.ts', 'export const x = 1', 'unplaced'),
  ],
})
