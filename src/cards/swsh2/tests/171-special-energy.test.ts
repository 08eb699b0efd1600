import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, swsh2 } from './helpers'

const MACHOP = 'base1-52' // Low Kick (F) 20
const PIKACHU = 'base1-58' // Lightning
const CHARMANDER = 'base1-46'
const ABRA = 'base1-43' // Psychic, 30 HP
const MEWTWO = 'base1-10' // Psychic, 60 HP
const SNOVER = swsh2(12) // Beat (CC) 20
const DHELMISE_V = 'swsh1-9' // a Pokémon V, Retreat Cost 2

describe('swsh2-171 Capture Energy', () => {
  it('attached from the hand: a Basic Pokémon from the deck onto the Bench; it provides Colorless', () => {
    const d = game({
      players: [
        { active: SNOVER, hand: [swsh2(171)], deck: [E.fire, PIKACHU, 'base1-24', E.water] },
        { active: MACHOP },
      ],
    })
    d.pick('Attach Capture Energy to Snover')
    expect(d.labels()).toEqual(['Pikachu']) // Basic Pokémon only
    d.pick('Pikachu')
    expect(d.state.cards[bench(d.state, 0, 0).stack[0]!]!.def).toBe(PIKACHU)
    expect(pile(d.state, 0, 'deck')).toHaveLength(3)
    expect(menu(d)).not.toContain('Attack: Beat') // 1 Colorless, Beat needs 2
  })
  it('with a full Bench nothing is searched', () => {
    const d = game({
      players: [
        { active: SNOVER, bench: [MACHOP, MACHOP, MACHOP, MACHOP, MACHOP], hand: [swsh2(171)], deck: [PIKACHU] },
        { active: MACHOP },
      ],
    })
    d.pick('Attach Capture Energy to Snover')
    expect(d.state.pending!.ask).toBe('main')
    expect(pile(d.state, 0, 'deck')).toEqual([PIKACHU])
  })
})

describe('swsh2-172 Horror Psychic Energy', () => {
  it('a Psychic Active holding it puts 2 damage counters on the Pokémon that damages it', () => {
    const d = game({
      current: 1,
      players: [{ active: { card: MEWTWO, energy: [swsh2(172)] } }, { active: { card: MACHOP, energy: [E.fighting] } }],
    })
    d.pick('Attack: Low Kick')
    expect(active(d.state, 1).damage).toBe(20)
  })
  it('also when its holder is Knocked Out', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: ABRA, damage: 10, energy: [swsh2(172)] }, bench: [MEWTWO] },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick')
    expect(pile(d.state, 0, 'discard')).toContain(ABRA)
    expect(active(d.state, 1).damage).toBe(20)
  })
  it('does nothing on a Pokémon that is not a Psychic Pokémon; provides Psychic Energy either way', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: CHARMANDER, energy: [swsh2(172)] } },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick')
    expect(active(d.state, 1).damage).toBe(0)
    const m = game({ players: [{ active: { card: ABRA, energy: [swsh2(172)] } }, { active: MACHOP }] })
    expect(menu(m)).toContain('Attack: Psyshock')
  })
})

describe('swsh2-173 Speed Lightning Energy', () => {
  it('attached from the hand to a Lightning Pokémon: draw 2; it provides Lightning', () => {
    const d = game({
      players: [{ active: PIKACHU, hand: [swsh2(173)], deck: [E.water, E.grass, E.fire] }, { active: MACHOP }],
    })
    d.pick('Attach Speed Lightning Energy to Pikachu')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.water, E.grass].sort())
  })
  it('attached to another Pokémon: no draw', () => {
    const d = game({
      players: [{ active: MACHOP, hand: [swsh2(173)], deck: [E.water, E.grass, E.fire] }, { active: MACHOP }],
    })
    d.pick('Attach Speed Lightning Energy to Machop')
    expect(pile(d.state, 0, 'hand')).toEqual([])
  })
})

describe('swsh2-174 Twin Energy', () => {
  it('provides 2 Colorless Energy on a Pokémon that is not a Pokémon V or Pokémon-GX', () => {
    const d = game({ players: [{ active: SNOVER, hand: [swsh2(174)] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Attack: Beat')
    d.pick('Attach Twin Energy to Snover')
    d.pick('Attack: Beat')
    expect(active(d.state, 1).damage).toBe(20)
  })
  it('provides only 1 Colorless Energy on a Pokémon V: Dhelmise V (Retreat Cost 2) cannot retreat with it alone', () => {
    const d = game({
      players: [
        { active: { card: DHELMISE_V, energy: [swsh2(174)] }, bench: [MACHOP], hand: [E.fire] },
        { active: MACHOP },
      ],
    })
    expect(menu(d)).not.toContain('Retreat to Machop')
    d.pick('Attach Basic Fire Energy to Dhelmise V')
    d.pick('Retreat to Machop') // 1 + 1: now it can, and both Energy go
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, swsh2(174)].sort())
  })
})
