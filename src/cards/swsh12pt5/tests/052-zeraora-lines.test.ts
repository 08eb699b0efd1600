import { describe, expect, it } from 'vitest'
import { createEngine, makeCardDb } from '../../../engine'
import type { PokemonDef } from '../../../engine'
import { attack, hasAttack } from '../../../engine/testing/menu'
import { fill, harness } from '../../../engine/testing/harness'
import { loadedCards } from '../../registry'
import { E, active, bench, crz, energyOf, game, top } from './helpers'

const SNORLAX_V = 'swsh1-141' // 220 HP, Weakness Fighting, no Ability
const SNORLAX_VMAX = { card: ['swsh1-141', 'swsh1-142'] } // 340 HP
const LAPRAS_V = 'swsh1-49' // 210 HP, Weakness Lightning
const DUGTRIO = 'base1-19' // 70 HP, Resistance Lightning −30
const ZIGZAGOON = 'swsh1-117' // Galarian Zigzagoon: an Ability (Headbutt Tantrum)
const RILLABOOM = ['swsh1-12', 'swsh1-13', 'swsh1-14'] // an Ability (Voltage Beat)
const TRAINING_COURT = 'swsh2-169'
const ZAMAZENTA_VSTAR = [crz(98), crz(99)] // its VSTAR Power: Shield Star (an Ability)
const L3C = [E.lightning, E.lightning, E.lightning, E.fire]

describe('swsh12pt5-52 Zeraora: Wild Charge', () => {
  it('70 damage, and 20 to itself', () => {
    const d = game({
      players: [{ active: { card: crz(52), energy: [E.lightning, E.fire] } }, { active: SNORLAX_V }],
    })
    d.pick('Attack: Wild Charge')
    expect(active(d.state, 1).damage).toBe(70)
    expect(active(d.state, 0).damage).toBe(20)
  })
})

describe('swsh12pt5-53 Zeraora V', () => {
  it('Claw Slash: 50 damage', () => {
    const d = game({ players: [{ active: { card: crz(53), energy: [E.lightning, E.fire] } }, { active: SNORLAX_V }] })
    d.pick('Attack: Claw Slash')
    expect(active(d.state, 1).damage).toBe(50)
  })

  it("Thunderous Bolt: 190 damage, and it can't attack during its player's next turn", () => {
    const d = game({
      players: [{ active: { card: crz(53), energy: [E.lightning, E.lightning, E.fire] } }, { active: SNORLAX_VMAX }],
    })
    d.pick('Attack: Thunderous Bolt')
    expect(active(d.state, 1).damage).toBe(190)
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(hasAttack(d, 'Claw Slash')).toBe(false)
    expect(hasAttack(d, 'Thunderous Bolt')).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(hasAttack(d, 'Claw Slash')).toBe(true)
  })
})

/** A Pokémon that takes the Abilities of the opponent's Pokémon away: no such Benched card in our sets yet. */
const HUSH: PokemonDef = {
  kind: 'pokemon',
  id: 'test-hush',
  name: 'Hushmon',
  stage: 'basic',
  hp: 100,
  types: ['colorless'],
  retreat: 1,
  attacks: [],
  abilities: [{ name: 'Hush', hooks: { blocksAbilities: (h, target) => target.seat !== h.owner } }],
}
const withHush = harness(createEngine(makeCardDb([...loadedCards(), HUSH])), {
  rules: 'swsh',
  deck: fill(5, E.fire),
  prizes: fill(6, E.fire),
})

describe('swsh12pt5-54 Zeraora VMAX', () => {
  const VMAX = [crz(53), crz(54)]
  it('evolves from Zeraora V and is worth 3 Prize cards', () => {
    const d = game({ players: [{ active: crz(53), hand: [crz(54)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Zeraora V into Zeraora VMAX')
    expect(top(d.state, active(d.state, 0))).toBe(crz(54))
  })

  for (const [bench, damage] of [
    [[ZIGZAGOON, { card: RILLABOOM }], 120],
    [[], 0],
  ] as const)
    it(`Reactive Pulse: 60 for each of the opponent's Pokémon with an Ability (${damage / 60})`, () => {
      const d = game({
        players: [
          { active: { card: VMAX, energy: [E.lightning, E.lightning] }, bench: [ZIGZAGOON] },
          { active: SNORLAX_VMAX, bench: [...bench] },
        ],
      })
      d.pick('Attack: Reactive Pulse')
      expect(active(d.state, 1).damage).toBe(damage)
    })

  it('Reactive Pulse: a Pokémon whose Abilities are taken away has none', () => {
    const d = withHush.game({
      players: [
        { active: { card: VMAX, energy: [E.lightning, E.lightning] }, bench: [HUSH.id] },
        { active: SNORLAX_VMAX, bench: [ZIGZAGOON] },
      ],
    })
    d.pick('Attack: Reactive Pulse')
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Max Fist: 240 damage, then 2 Energy of its choice discarded', () => {
    const d = game({
      players: [
        { active: { card: VMAX, energy: [E.lightning, E.lightning, E.fire, E.water] } },
        { active: SNORLAX_VMAX },
      ],
    })
    d.pick('Attack: Max Fist')
    expect(active(d.state, 1).damage).toBe(240)
    d.pick((o) => o.kind === 'cards' && o.label.includes('Fire') && o.label.includes('Water'))
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.lightning, E.lightning])
  })
})

describe('swsh12pt5-55 Zeraora VSTAR', () => {
  const VSTAR = [crz(53), crz(55)]
  it('evolves from Zeraora V and has no Retreat Cost', () => {
    const d = game({ players: [{ active: crz(53), bench: [SNORLAX_V], hand: [crz(55)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Zeraora V into Zeraora VSTAR')
    expect(top(d.state, active(d.state, 0))).toBe(crz(55))
    d.pick((o) => o.kind === 'action' && o.action.type === 'retreat')
    if (d.state.pending?.ask !== 'main') d.pick('Snorlax V')
    expect(top(d.state, active(d.state, 0))).toBe(SNORLAX_V)
  })

  for (const discard of [true, false])
    it(`Crushing Beat: 190 damage, then the Stadium in play may be discarded (${discard ? 'yes' : 'no'})`, () => {
      const d = game({
        stadium: { card: TRAINING_COURT, owner: 1 },
        players: [{ active: { card: VSTAR, energy: [E.lightning, E.lightning, E.fire] } }, { active: SNORLAX_VMAX }],
      })
      d.pick('Attack: Crushing Beat')
      expect(active(d.state, 1).damage).toBe(190)
      d.pick(discard ? 'Yes' : 'No')
      expect(d.state.stadium === null).toBe(discard)
    })

  it('Crushing Beat without a Stadium in play: 190 damage, no question', () => {
    const d = game({
      players: [{ active: { card: VSTAR, energy: [E.lightning, E.lightning, E.fire] } }, { active: SNORLAX_VMAX }],
    })
    d.pick('Attack: Crushing Beat')
    expect(active(d.state, 1).damage).toBe(190)
    expect(d.state.current).toBe(1)
  })

  it('Lightning Storm Star (VSTAR Power): 60 for each time a Pokémon is chosen, no Weakness; once a game', () => {
    const d = game({
      players: [{ active: { card: VSTAR, energy: L3C } }, { active: LAPRAS_V, bench: [DUGTRIO, SNORLAX_V] }],
    })
    attack(d, 'Lightning Storm Star')
    expect(d.labels()).toEqual(['Lapras V', 'Dugtrio', 'Snorlax V'])
    d.pick('Lapras V').pick('Dugtrio').pick('Lapras V').pick('Lapras V')
    expect(active(d.state, 1).damage).toBe(180) // Lapras V's Weakness (Lightning) not applied
    expect(bench(d.state, 1, 0).damage).toBe(60)
    expect(bench(d.state, 1, 1).damage).toBe(0)
    expect(d.state.players[0].vstarUsed).toBe(true)
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(hasAttack(d, 'Lightning Storm Star')).toBe(false)
    expect(hasAttack(d, 'Crushing Beat')).toBe(true)
  })

  it("Lightning Storm Star: the Active Pokémon's Resistance doesn't apply either", () => {
    const d = game({ players: [{ active: { card: VSTAR, energy: L3C } }, { active: DUGTRIO, bench: [SNORLAX_V] }] })
    attack(d, 'Lightning Storm Star')
    d.pick('Dugtrio').pick('Snorlax V').pick('Snorlax V').pick('Snorlax V')
    expect(active(d.state, 1).damage).toBe(60)
    expect(bench(d.state, 1, 0).damage).toBe(180)
  })

  it('Lightning Storm Star is refused once another VSTAR Power of the player was used (Shield Star)', () => {
    const d = game({
      players: [
        { active: { card: VSTAR, energy: L3C }, bench: [{ card: ZAMAZENTA_VSTAR }], hand: [E.water] },
        { active: SNORLAX_VMAX },
      ],
    })
    expect(hasAttack(d, 'Lightning Storm Star')).toBe(true)
    d.pick('Use Shield Star')
    expect(hasAttack(d, 'Lightning Storm Star')).toBe(false)
    expect(hasAttack(d, 'Crushing Beat')).toBe(true)
  })
})
