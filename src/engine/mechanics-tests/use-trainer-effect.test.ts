/**
 * Mechanism: an effect uses a Trainer card's effect as its own, the card staying where it is
 * (EffectCtx.useTrainerEffect: EX Sandstorm's Sableye, "you may use the effect of a Supporter card you find there as
 * the effect of this attack. (The Supporter card remains in your opponent's hand.)").
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef, TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'
import { pile } from '../testing/read'
import { attack } from '../testing/menu'

/** Its attack uses the effect of the first Trainer card in the opponent's hand. */
const borrower: PokemonDef = {
  kind: 'pokemon',
  id: 'm-borrower',
  name: 'Borrower',
  stage: 'basic',
  hp: 100,
  types: ['darkness'],
  retreat: 1,
  attacks: [
    {
      name: 'Borrow',
      cost: [],
      damage: 0,
      *effect(c) {
        const card = c.them.hand.find((u) => c.def(u).kind === 'trainer')
        if (card !== undefined) yield* c.useTrainerEffect(card)
      },
    },
  ],
}
/** A Supporter playable only while its player has no cards in hand. */
const emptyHanded: TrainerDef = {
  kind: 'trainer',
  id: 'm-empty-handed',
  name: 'Empty Hands',
  trainerKind: 'supporter',
  canPlay: (c) => c.me.hand.length === 0,
  play(c) {
    c.draw(2)
  },
}
const { game } = harness(makeCardDb([...TEST_CARDS, borrower, emptyHanded]))
const deck = Array<string>(6).fill('energy-fire')

describe("EffectCtx.useTrainerEffect: a Trainer card's effect used as an attack's", () => {
  it("runs the effect for the attacker; the card stays in the opponent's hand and nothing counts as played", () => {
    const d = game({
      players: [
        { deck, active: 'm-borrower' },
        { deck, active: 'big-basic', hand: ['supporter-draw'] },
      ],
    })
    attack(d, 'Borrow')
    // Professor Test draws 3 for the attacker (the opponent then draws 1 for their turn).
    expect(pile(d.state, 0, 'hand')).toHaveLength(3)
    expect(pile(d.state, 1, 'hand')).toContain('supporter-draw')
    expect(pile(d.state, 1, 'discard')).toEqual([])
  })

  it("follows the card's own condition (canPlay), read for the attacker", () => {
    const blocked = game({
      players: [
        { deck, active: 'm-borrower', hand: ['energy-fire'] },
        { deck, active: 'big-basic', hand: ['m-empty-handed'] },
      ],
    })
    attack(blocked, 'Borrow')
    expect(pile(blocked.state, 0, 'hand')).toEqual(['energy-fire'])
    const allowed = game({
      players: [
        { deck, active: 'm-borrower' },
        { deck, active: 'big-basic', hand: ['m-empty-handed'] },
      ],
    })
    attack(allowed, 'Borrow')
    expect(pile(allowed.state, 0, 'hand')).toHaveLength(2)
  })
})
