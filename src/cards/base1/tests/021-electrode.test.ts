import { describe, expect, it } from 'vitest'
import { finishSetup } from '../../../engine/testing/setup-play'
import { E, P, active, both, game, menu, pile } from './helpers'

describe('base1-21 Electrode', () => {
  for (const rules of both) {
    it(`Buzzap: Electrode is Knocked Out (a Prize) and becomes a 2-unit Energy card of the chosen type (${rules})`, () => {
      const d = game({
        rules,
        players: [
          {
            active: { card: [P.voltorb, P.electrode], energy: [E.lightning] },
            bench: [{ card: P.zapdos, energy: [E.lightning] }, P.dratini],
            hand: [E.lightning],
          },
          { active: P.chansey },
        ],
      })
      d.pick('Use Buzzap').pick('Zapdos').pick('Lightning')
      // The opponent takes a Prize, then seat 0 chooses a new Active.
      expect(d.decision.seat).toBe(1)
      d.pick('Prize card 1')
      expect(d.state.players[1].prizes.length).toBe(5)
      d.pick('Zapdos')
      const zapdos = active(d.state, 0)
      expect(zapdos.energy.map((u) => d.state.cards[u]!.def)).toEqual([E.lightning, P.electrode])
      expect(pile(d.state, 0, 'discard').sort()).toEqual([E.lightning, P.voltorb].sort())
      // 1 Lightning + Electrode's 2 Lightning + 1 more attached = Thunder's LLLC.
      expect(menu(d)).not.toContain('Attack: Thunder')
      d.pick('Attach Lightning Energy to Zapdos')
      expect(menu(d)).toContain('Attack: Thunder')
    })
  }

  it('from the Bench; the Energy is an Energy card (Whirlpool can discard it) and a Pokémon card again in the discard pile', () => {
    const d = game({
      players: [
        { active: { card: P.chansey }, bench: [{ card: [P.voltorb, P.electrode] }] },
        { active: { card: P.poliwrath, energy: [E.water, E.water, E.fire, E.fire] } },
      ],
    })
    d.pick('Use Buzzap').pick('Chansey').pick('Water').pick('Prize card 1')
    expect(d.state.players[0].bench.length).toBe(0)
    // Chansey's Scrunch costs CC: Electrode's 2 Water pay it.
    expect(menu(d)).toContain('Attack: Scrunch')
    d.pick('End turn').pick('Attack: Whirlpool').pick('Electrode')
    expect(pile(d.state, 0, 'discard')).toContain(P.electrode)
    expect(active(d.state, 0).energy).toEqual([])
  })

  it('is not offered without another Pokémon, or while Asleep, Confused or Paralyzed', () => {
    expect(menu(game({ players: [{ active: P.electrode }, { active: P.chansey }] }))).not.toContain('Use Buzzap')
    for (const cond of ['asleep', 'confused', 'paralyzed'] as const) {
      const d = game({
        players: [{ active: { card: P.electrode, conditions: [cond] }, bench: [P.dratini] }, { active: P.chansey }],
      })
      expect(menu(d)).not.toContain('Use Buzzap')
    }
  })

  it('Electric Shock: 50, and 10 to Electrode on tails', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [
          { active: { card: P.electrode, energy: [E.lightning, E.lightning, E.lightning] } },
          { active: P.chansey },
        ],
      })
      d.pick('Attack: Electric Shock')
      expect(active(d.state, 1).damage).toBe(50)
      expect(active(d.state, 0).damage).toBe(heads ? 0 : 10)
    }
  })

  it('rules.md W-4: the Sudden Death game is a whole new game: no card dealt in it is still an Energy by Buzzap', () => {
    // "treat the Sudden Death game like a whole new game! … set everything up as usual" (seed 001, What's Sudden
    // Death?). Both Poisoned Chansey are Knocked Out in the Checkup, each player taking their last Prize.
    const d = game({
      rules: 'classic1999',
      players: [
        {
          active: { card: P.chansey, damage: 110, conditions: ['poisoned'] },
          bench: [{ card: [P.voltorb, P.electrode] }, P.dratini],
          prizes: [E.water],
          deck: Array<string>(10).fill(P.dratini),
        },
        {
          active: { card: P.chansey, damage: 110, conditions: ['poisoned'] },
          bench: [P.dratini],
          prizes: [E.water, E.water],
          deck: Array<string>(10).fill(P.dratini),
        },
      ],
    })
    d.pick('Use Buzzap').pick('Dratini').pick('Water')
    d.pickIndices([0]) // the opponent's Prize card for Electrode
    d.pick('End turn')
    for (let i = 0; i < 6 && d.state.suddenDeath === 0 && d.state.pending; i++) d.pickIndices([0])
    expect(d.state.suddenDeath).toBe(1)
    finishSetup(d)
    // Every card of the new deal is what it is printed as: no Pokémon card in a hand can be attached as Energy.
    for (let turn = 0; turn < 2; turn++) {
      expect(menu(d).filter((l) => /^Attach (Dratini|Chansey|Voltorb|Electrode) to /.test(l))).toEqual([])
      d.pick('End turn')
    }
  })
})
