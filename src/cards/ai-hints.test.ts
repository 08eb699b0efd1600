/**
 * Every set's AI hints (`aiHints`, docs/ai.md "Card hints") name cards of that set, in the part of the card they are
 * about: a hint under a misspelt name, or a Tool hint on a Supporter, would never be asked and the AI would silently
 * play that card with its defaults.
 */
import { describe, expect, it } from 'vitest'
import type { CardDef } from '../engine'
import { SETS } from './sets'
import { gameSetIds, loadAiHints } from './ai-hints'

describe('AI hints', () => {
  for (const set of SETS.filter((s) => s.aiHints)) {
    it(`${set.id}: every hint names a card of the set and fits what the card is`, async () => {
      const [hints] = await loadAiHints([set])
      const cards = await set.cards()
      const problems: string[] = []
      for (const [name, hint] of Object.entries(hints!)) {
        const defs: CardDef[] = cards.filter((c) => c.name === name)
        if (defs.length === 0) {
          problems.push(`${name}: no card of that name`)
          continue
        }
        const trainer = (kinds: string[]) => defs.some((d) => d.kind === 'trainer' && kinds.includes(d.trainerKind))
        if (hint.play !== undefined && !trainer(['item', 'supporter', 'stadium']))
          problems.push(`${name}: play, not a Trainer played from hand`)
        if (hint.tool && !trainer(['tool'])) problems.push(`${name}: tool, not a Pokémon Tool`)
        if (hint.stadiumAction !== undefined && !trainer(['stadium'])) problems.push(`${name}: not a Stadium`)
        for (const ability of Object.keys(hint.abilities ?? {}))
          // A Pokémon's own, or one a Pokémon Tool gives the Pokémon it is attached to (hinted under the Tool's name).
          if (!defs.some((d) => d.kind !== 'energy' && d.abilities?.some((a) => a.name === ability)))
            problems.push(`${name}: no Ability or Pokémon Power "${ability}"`)
      }
      expect(problems).toEqual([])
    })
  }

  it("a game's sets are those of its decks' cards, in set-list order; test cards belong to none", () => {
    expect(gameSetIds([['sv3pt5-1', 'sve-2'], ['base1-4']])).toEqual(['base1', 'sv3pt5', 'sve'])
    expect(gameSetIds([['fire-basic'], ['base1-4']])).toEqual(['base1'])
  })
})
