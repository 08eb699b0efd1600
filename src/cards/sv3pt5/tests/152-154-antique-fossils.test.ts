import { describe, expect, it } from 'vitest'
import { createEngine, makeCardDb } from '../../../engine'
import type { PokemonDef } from '../../../engine'
import { Driver, scenario } from '../../../engine/testing/scenario'
import { TEST_CARDS } from '../../../engine/testing/cards'
import { ANTIQUE_DOME_FOSSIL } from '../trainers/152-antique-dome-fossil'
import { ANTIQUE_HELIX_FOSSIL } from '../trainers/153-antique-helix-fossil'
import { ANTIQUE_OLD_AMBER } from '../trainers/154-antique-old-amber'
import { E, active, bench, game, menu, pile, sv, top } from './helpers'

const FOSSILS = [
  { n: 152, name: 'Antique Dome Fossil' },
  { n: 153, name: 'Antique Helix Fossil' },
  { n: 154, name: 'Antique Old Amber' },
] as const
const MACHOP = 'base1-52' // Low Kick (F) 20
const HITMONCHAN = 'base1-7' // Special Punch (F F C) 40
const SQUIRTLE = 'base1-63' // Bubble (W) 10, heads: Paralyzed

describe('sv3pt5-152 … 154 Antique Fossils: played as 60-HP Basic Colorless Pokémon', () => {
  for (const f of FOSSILS) {
    it(`${f.name}: put onto the Bench from hand (not played as a Trainer), then it has no attacks and can't retreat`, () => {
      const d = game({ players: [{ active: 'base1-58', hand: [sv(f.n)] }, { active: MACHOP }] })
      expect(menu(d)).not.toContain(`Play ${f.name}`)
      d.pick(`Put ${f.name} on the Bench`)
      expect(top(d.state, bench(d.state, 0, 0))).toBe(sv(f.n))
      const e = game({
        players: [{ active: { card: sv(f.n), energy: [E.fire, E.fire] }, bench: ['base1-58'] }, { active: MACHOP }],
      })
      expect(menu(e).some((l) => l.startsWith('Attack') || l.startsWith('Retreat'))).toBe(false)
    })
    it(`${f.name}: may be discarded from play during your turn; no Prize is taken, the Bench replaces it`, () => {
      const d = game({ players: [{ active: sv(f.n), bench: ['base1-58'] }, { active: MACHOP }] })
      d.pick(`Discard ${f.name} from play`)
      expect(pile(d.state, 0, 'discard')).toEqual([sv(f.n)])
      expect(top(d.state, active(d.state, 0))).toBe('base1-58')
      expect(d.state.players[1].prizes.length).toBe(6)
    })
  }
  it("can't be affected by Special Conditions", () => {
    const d = game({
      current: 1,
      flips: [true],
      players: [{ active: sv(153), bench: ['base1-58'] }, { active: { card: SQUIRTLE, energy: [E.water] } }],
    })
    d.pick('Attack: Bubble')
    expect(active(d.state, 0).damage).toBe(10)
    expect(active(d.state, 0).conditions.rotation).toBeNull()
  })
  it('is Knocked Out at 60 damage and gives 1 Prize card', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: sv(153), damage: 40 }, bench: ['base1-58'] },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick')
    expect(pile(d.state, 0, 'discard')).toEqual([sv(153)])
    expect(d.decision.ask).toBe('take-prize')
    d.pickIndices([0])
    expect(d.state.players[1].prizes.length).toBe(5)
  })
})

describe('sv3pt5-152 Antique Dome Fossil: Domed Armor', () => {
  it('takes 30 less damage from attacks (after Weakness and Resistance)', () => {
    const d = game({
      current: 1,
      players: [
        { active: sv(152), bench: ['base1-58'] },
        { active: { card: HITMONCHAN, energy: [E.fighting, E.fighting, E.fire] } },
      ],
    })
    d.pick('Attack: Special Punch')
    expect(active(d.state, 0).damage).toBe(10)
  })
  it('a 20-damage attack does nothing', () => {
    const d = game({
      current: 1,
      players: [{ active: sv(152), bench: ['base1-58'] }, { active: { card: MACHOP, energy: [E.fighting] } }],
    })
    d.pick('Attack: Low Kick')
    expect(active(d.state, 0).damage).toBe(0)
  })
})

describe('sv3pt5-153 Antique Helix Fossil: Helical Swell', () => {
  it("while it is Active, the opponent can't play Stadium cards; its owner can", () => {
    const opp = game({
      current: 1,
      players: [
        { active: sv(153), bench: ['base1-58'], hand: [sv(157)] },
        { active: MACHOP, hand: [sv(157)] },
      ],
    })
    expect(menu(opp)).not.toContain('Play Cycling Road')
    const own = game({ players: [{ active: sv(153), bench: ['base1-58'], hand: [sv(157)] }, { active: MACHOP }] })
    expect(menu(own)).toContain('Play Cycling Road')
  })
  it('on the Bench it does not stop Stadiums', () => {
    const d = game({
      current: 1,
      players: [
        { active: 'base1-58', bench: [sv(153)] },
        { active: MACHOP, hand: [sv(157)] },
      ],
    })
    expect(menu(d)).toContain('Play Cycling Road')
  })
})

// Old Amber against an Ability, and evolving from each fossil by name: test-only Pokémon alongside the real fossils.
const hexer: PokemonDef = {
  kind: 'pokemon',
  id: 'test-hex-ability',
  name: 'Hex Caster',
  stage: 'basic',
  hp: 90,
  types: ['psychic'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: 'Hex Counters',
      *use(c) {
        const target = yield* c.chooseSlot(c.allPokemon(c.opp), { text: 'Choose a Pokémon for 3 damage counters' })
        if (target) c.putCounters(target, 3)
      },
    },
  ],
}
const evolutions: PokemonDef[] = FOSSILS.map((f, i) => ({
  kind: 'pokemon',
  id: `test-from-fossil-${i}`,
  name: `From ${f.name}`,
  stage: 'stage1',
  evolvesFrom: f.name,
  hp: 100,
  types: ['fighting'],
  retreat: 1,
  attacks: [{ name: 'Rock Hit', cost: [], damage: 30 }],
}))
const engine = createEngine(
  makeCardDb([...TEST_CARDS, ANTIQUE_DOME_FOSSIL, ANTIQUE_HELIX_FOSSIL, ANTIQUE_OLD_AMBER, hexer, ...evolutions]),
)
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

describe('sv3pt5-154 Antique Old Amber: Amber Protection', () => {
  it("the opponent's Pokémon's Abilities have no effect on it; other Pokémon are affected", () => {
    const start = () =>
      new Driver(
        engine,
        scenario(engine, {
          current: 1,
          players: [
            { active: sv(154), bench: ['water-basic'], deck },
            { active: 'test-hex-ability', deck },
          ],
        }),
      )
    const d = start().pick('Use Hex Counters').pick('Antique Old Amber')
    expect(active(d.state, 0).damage).toBe(0)
    const e = start().pick('Use Hex Counters').pick('Splashling')
    expect(bench(e.state, 0, 0).damage).toBe(30)
  })
})

describe('Evolving from an Antique Fossil', () => {
  FOSSILS.forEach((f, i) => {
    it(`a Stage 1 that evolves from "${f.name}" evolves from it, keeping its damage; the fossil's rules then end`, () => {
      const d = new Driver(
        engine,
        scenario(engine, {
          players: [
            {
              active: { card: sv(f.n), damage: 20, energy: ['energy-fire'] },
              bench: ['water-basic'],
              hand: [`test-from-fossil-${i}`],
              deck,
            },
            { active: 'water-basic', deck },
          ],
        }),
      )
      d.pick(`Evolve ${f.name} into From ${f.name}`)
      expect(top(d.state, active(d.state, 0))).toBe(`test-from-fossil-${i}`)
      expect(active(d.state, 0).damage).toBe(20)
      expect(menu(d)).toContain('Attack: Rock Hit')
      expect(menu(d)).toContain('Retreat to Splashling')
      expect(menu(d).some((l) => l.startsWith('Discard'))).toBe(false)
    })
  })
})
