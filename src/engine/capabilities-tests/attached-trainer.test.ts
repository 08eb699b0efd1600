/** Capability: a Trainer attached with a lifetime (EffectCtx.attachTrainer) and attacker modifiers after W/R. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { TrainerDef } from '../api/card'
import { activeRef } from '../model/types'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

const booster: TrainerDef = {
  kind: 'trainer',
  id: 'cap-boost',
  name: 'Booster',
  trainerKind: 'item',
  play: (c) => c.attachTrainer(c.src.card!, activeRef(c.seat), 'this-turn'),
  hooks: { outgoingDamageAfterWR: (_h, d) => (d.amount > 0 ? d.amount + 10 : d.amount) },
}
const shield: TrainerDef = {
  kind: 'trainer',
  id: 'cap-shield',
  name: 'Shield',
  trainerKind: 'item',
  play: (c) => c.attachTrainer(c.src.card!, activeRef(c.seat), 'opponent-next-turn'),
  hooks: { incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 20 : d.amount) },
}
const { game } = harness(makeCardDb([...TEST_CARDS, booster, shield]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

function start(defender: string, hand: string[]): Driver {
  return game({
    players: [
      { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, hand, deck },
      { active: { card: defender, energy: ['energy-water'] }, deck },
    ],
  })
}

describe('attached Trainer with a lifetime', () => {
  it('adds its bonus after Weakness and Resistance, then is discarded at the end of the turn', () => {
    // Scratch 10 vs Leaflet (weak to Fire ×2) = 20, +10 after Weakness = 30 (before Weakness it would be 40).
    const d = start('grass-basic', ['cap-boost']).pick('Play Booster')
    expect(d.state.players[0].active!.tools.length).toBe(1)
    d.pick('Attack: Scratch')
    expect(d.state.players[1].active!.damage).toBe(30)
    expect(d.state.players[0].active!.tools.length).toBe(0)
    expect(d.state.players[0].discard.map((u) => d.state.cards[u]!.def)).toContain('cap-boost')
  })
  it('adds nothing when Resistance brings the damage to 0', () => {
    // Scratch 10 vs Splashling (Resistance Fire −30) = 0: no bonus.
    const d = start('water-basic', ['cap-boost']).pick('Play Booster').pick('Attack: Scratch')
    expect(d.state.players[1].active!.damage).toBe(0)
  })
  it("a defender-side one lasts through the opponent's next turn, then is discarded", () => {
    const d = start('water-basic', ['cap-shield']).pick('Play Shield').pick('End turn')
    expect(d.state.players[0].active!.tools.length).toBe(1) // still there during the opponent's turn
    d.pick('Attack: Bubble') // 20 ×2 (Weakness) = 40, − 20 = 20
    expect(d.state.players[0].active!.damage).toBe(20)
    expect(d.state.players[0].active!.tools.length).toBe(0)
    expect(d.state.players[0].discard.map((u) => d.state.cards[u]!.def)).toContain('cap-shield')
  })
})
