import { describe, expect, it } from 'vitest'
import { SETS } from './sets'

/**
 * The computer holds a VSTAR Power Ability until its set's card hint scores the moment (src/ai/heuristic/
 * once-per-game.ts): without a hint it would never use one. So every set that prints one must hint it.
 */
describe('every VSTAR Power Ability has a card hint saying when to use it', () => {
  for (const set of SETS) {
    it(set.id, async () => {
      const cards = await set.cards()
      const hints = (await set.aiHints?.()) ?? {}
      // A Pokémon's VSTAR Power Ability, or one a Pokémon Tool gives (Sky Seal Stone), hinted under the card's name.
      const missing = cards.flatMap((c) =>
        c.kind === 'energy'
          ? []
          : (c.abilities ?? [])
              .filter((a) => a.vstarPower && hints[c.name]?.abilities?.[a.name]?.score === undefined)
              .map((a) => `${c.id} ${c.name}: ${a.name}`),
      )
      expect(missing, `add a score hint to src/cards/${set.id}/ai-hints.ts`).toEqual([])
    })
  }
})
