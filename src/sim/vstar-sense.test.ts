/**
 * The computer keeps its one VSTAR Power (rules.md §3) until card sense reads a moment for it from the Power's text
 * (src/ai/card-sense/vstar-sense.ts; the policy's default never spends one: once-per-game.ts). So every VSTAR Power
 * Ability printed by a set — a Pokémon's, or one a Pokémon Tool gives (Sky Seal Stone) — must be read; a new set's
 * Power that is not gets a reading there, not a hint under its name. In src/sim: it needs the cards and the AI.
 */
import { describe, expect, it } from 'vitest'
import { SETS } from '../cards/sets'
import { vstarSense } from '../ai/card-sense/vstar-sense'

describe('every VSTAR Power Ability is read by card sense', () => {
  for (const set of SETS) {
    it(set.id, async () => {
      const cards = await set.cards()
      const unread = cards.flatMap((c) =>
        c.kind === 'energy'
          ? []
          : (c.abilities ?? [])
              .filter((a) => a.vstarPower && vstarSense(a)?.score === undefined)
              .map((a) => `${c.id} ${c.name}: ${a.name}`),
      )
      expect(unread, 'add a reading to src/ai/card-sense/vstar-sense.ts').toEqual([])
    })
  }
})
