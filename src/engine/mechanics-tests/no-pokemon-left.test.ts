/**
 * rules.md W-1.2 and KO-4: a player who must put a new Active Pokémon into play and cannot — because the Bench is
 * empty, "or for any other reason" — loses, also when an effect (not a Knock Out) took the last Pokémon away.
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import type { TrainerDef } from '../api/card'
import { makeCardDb } from '../api/card'
import { activeRef } from '../model/types'
import { Driver, scenario } from '../testing/scenario'
import { TEST_CARDS } from '../testing/cards'
import type { RuleSetId } from '../rules/profile'

/** "Put your Active Pokémon and all attached cards into your hand; choose a new Active Pokémon from your Bench." */
const recall: TrainerDef = {
  kind: 'trainer',
  id: 'recall-active',
  name: 'Full Recall',
  trainerKind: 'item',
  *play(c) {
    const ref = activeRef(c.seat)
    for (const uid of c.removeFromPlay(ref, 'hand')) void uid
    yield* c.promoteIfNeeded()
  },
}
const engine = createEngine(makeCardDb([...TEST_CARDS, recall]))

const game = (rules: RuleSetId, bench: string[]) =>
  new Driver(
    engine,
    scenario(engine, {
      rules,
      players: [
        { active: 'fire-basic', bench, hand: ['recall-active'], deck: ['energy-fire', 'energy-fire'] },
        { active: 'water-basic', deck: ['energy-water', 'energy-water'] },
      ],
    }),
  )

describe('rules.md W-1.2 / KO-4: no Pokémon left to become the Active Pokémon', () => {
  for (const rules of ['modern', 'classic1999'] as const) {
    it(`rules.md W-1.2, KO-4, §2 row 35 (${rules}): an effect that leaves a player with no Pokémon in play makes the opponent win`, () => {
      const d = game(rules, [])
      d.pick('Play Full Recall')
      expect(d.state.result).toMatchObject({ winner: 1, reason: 'no-pokemon' })
      expect(d.state.pending).toBeNull()
    })

    it(`rules.md KO-4 (${rules}): with a Benched Pokémon left, it becomes the Active Pokémon and the game goes on`, () => {
      const d = game(rules, ['grass-basic'])
      d.pick('Play Full Recall')
      expect(d.state.result).toBeNull()
      expect(d.state.players[0].active).not.toBeNull()
      expect(d.state.players[0].bench).toHaveLength(0)
      expect(d.state.pending).toMatchObject({ ask: 'main', seat: 0 })
    })
  }
})
