import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile } from './helpers'

const CHARIZARD = ['base1-46', 'base1-24', 'base1-4'] // Stage 2, Retreat Cost 3
const CHARMELEON = ['base1-46', 'base1-24'] // Stage 1, Weakness Water, Retreat Cost 1
const CHARMANDER = 'base1-46' // Basic, Weakness Water
const PIKACHU = 'base1-58' // Basic 40 HP, Weakness Fighting
const MACHOP = 'base1-52' // Low Kick (F) 20
const STARYU = 'base1-65' // Slap (W) 20

describe('sv3pt5-155 Big Air Balloon', () => {
  it('a Stage 2 Pokémon holding it retreats without discarding Energy', () => {
    const d = game({
      players: [
        { active: { card: CHARIZARD, tools: ['sv3pt5-155'], energy: [E.fire] }, bench: [PIKACHU] },
        { active: MACHOP },
      ],
    })
    d.pick('Retreat to Pikachu')
    expect(active(d.state, 0).stack.length).toBe(1)
    expect(bench(d.state, 0, 0).energy.length).toBe(1)
    expect(pile(d.state, 0, 'discard')).toEqual([])
  })
  it('a Stage 2 without it still needs its Retreat Cost', () => {
    const d = game({
      players: [{ active: { card: CHARIZARD }, bench: [PIKACHU], hand: ['sv3pt5-155'] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Retreat to Pikachu')
    d.pick('Attach Big Air Balloon to Charizard')
    expect(menu(d)).toContain('Retreat to Pikachu')
  })
  it('does nothing for a Stage 1 Pokémon', () => {
    const d = game({
      players: [{ active: { card: CHARMELEON, tools: ['sv3pt5-155'] }, bench: [PIKACHU] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Retreat to Pikachu')
  })
})

describe('sv3pt5-163 Leftovers', () => {
  it("heals 20 from your Active Pokémon at the end of your turn, not at the end of the opponent's", () => {
    const d = game({
      players: [{ active: { card: CHARMANDER, damage: 40, tools: ['sv3pt5-163'] } }, { active: MACHOP }],
    })
    d.pick('End turn')
    expect(active(d.state, 0).damage).toBe(20)
    d.pick('End turn')
    expect(active(d.state, 0).damage).toBe(20)
  })
  it('does nothing on the Bench', () => {
    const d = game({
      players: [
        { active: PIKACHU, bench: [{ card: CHARMANDER, damage: 40, tools: ['sv3pt5-163'] }] },
        { active: MACHOP },
      ],
    })
    d.pick('End turn')
    expect(bench(d.state, 0, 0).damage).toBe(40)
  })
  it('heals before Pokémon Checkup: a Poisoned Pikachu with 30 damage survives', () => {
    const d = game({
      players: [
        { active: { card: PIKACHU, damage: 30, conditions: ['poisoned'], tools: ['sv3pt5-163'] }, bench: [CHARMANDER] },
        { active: MACHOP },
      ],
    })
    d.pick('End turn')
    expect(active(d.state, 0).damage).toBe(20) // 30 - 20 + 10
  })
})

describe('sv3pt5-164 Protective Goggles', () => {
  it('a Basic Pokémon holding it has no Weakness', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: PIKACHU, tools: ['sv3pt5-164'] } },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick')
    expect(active(d.state, 0).damage).toBe(20)
  })
  it('without it the same attack does double (control)', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: PIKACHU, damage: 0 }, bench: [CHARMANDER] },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick')
    expect(pile(d.state, 0, 'discard')).toEqual([PIKACHU]) // 20 × 2 = 40: Knocked Out
  })
  it('does nothing for an Evolved Pokémon', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: CHARMELEON, tools: ['sv3pt5-164'] } },
        { active: { card: STARYU, energy: [E.water] } },
      ],
    })
    d.pick('Attack: Slap')
    expect(active(d.state, 0).damage).toBe(40)
  })
  it('only 1 Pokémon Tool per Pokémon', () => {
    const d = game({
      players: [
        { active: { card: PIKACHU, tools: ['sv3pt5-164'] }, bench: [CHARMANDER], hand: ['sv3pt5-165'] },
        { active: MACHOP },
      ],
    })
    expect(menu(d)).not.toContain('Attach Rigid Band to Pikachu')
    expect(menu(d)).toContain('Attach Rigid Band to Charmander')
  })
})

describe('sv3pt5-165 Rigid Band', () => {
  it('a Stage 1 Pokémon holding it takes 30 less damage, after Weakness (20 ×2 − 30)', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: CHARMELEON, tools: ['sv3pt5-165'] } },
        { active: { card: STARYU, energy: [E.water] } },
      ],
    })
    d.pick('Attack: Slap')
    expect(active(d.state, 0).damage).toBe(10)
  })
  for (const [label, card] of [
    ['Basic', CHARMANDER],
    ['Stage 2', CHARIZARD],
  ] as const) {
    it(`does nothing for a ${label} Pokémon`, () => {
      const d = game({
        current: 1,
        players: [{ active: { card, tools: ['sv3pt5-165'] } }, { active: { card: STARYU, energy: [E.water] } }],
      })
      d.pick('Attack: Slap')
      expect(active(d.state, 0).damage).toBe(40)
    })
  }
})
