import { describe, expect, it } from 'vitest'
import { active, bench, game, menu, pile, ss, top } from './helpers'

const CHARMANDER = 'base1-46'
const CHARMELEON = 'base1-24'
const CHARIZARD = 'base1-4'
const PIKACHU = 'base1-58'

describe('ex2-88 Rare Candy (EX wording)', () => {
  it('puts a Stage 2 card from the hand on its Basic Pokémon, skipping the Stage 1, keeping the damage', () => {
    const d = game({
      players: [{ active: { card: CHARMANDER, damage: 30 }, hand: [ss(88), CHARIZARD] }, { active: ss(75) }],
    })
    d.pick('Play Rare Candy')
    expect(top(d.state, active(d.state, 0))).toBe(CHARIZARD)
    expect(active(d.state, 0).damage).toBe(30)
    expect(pile(d.state, 0, 'discard')).toEqual([ss(88)])
  })

  it('2-on-2: either of two same-named Basic Pokémon in the Active Spots may be chosen (seed 003 Appendix A)', () => {
    const d = game({
      format: 'double',
      players: [
        { active: CHARMANDER, secondActive: { card: CHARMANDER, damage: 10 }, hand: [ss(88), CHARMELEON] },
        { active: ss(75) },
      ],
    })
    d.pick('Play Rare Candy')
    expect(d.labels()).toEqual([
      'Put Charmeleon on Charmander (Active)',
      'Put Charmeleon on Charmander (second Active)',
    ])
    d.pick('Put Charmeleon on Charmander (second Active)')
    expect(top(d.state, d.state.players[0].secondActive!)).toBe(CHARMELEON)
    expect(d.state.players[0].secondActive!.damage).toBe(10)
    expect(top(d.state, active(d.state, 0))).toBe(CHARMANDER)
  })

  it('also puts a Stage 1 card on its Basic Pokémon', () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [ss(88), CHARMELEON] }, { active: ss(75) }] })
    d.pick('Play Rare Candy')
    expect(top(d.state, active(d.state, 0))).toBe(CHARMELEON)
  })

  it('with several pairs, you choose the card and the Pokémon', () => {
    const d = game({
      players: [{ active: CHARMANDER, bench: [CHARMANDER], hand: [ss(88), CHARMELEON, CHARIZARD] }, { active: ss(75) }],
    })
    d.pick('Play Rare Candy').pick('Put Charizard on Charmander (Bench 1)')
    expect(top(d.state, bench(d.state, 0, 0))).toBe(CHARIZARD)
    expect(top(d.state, active(d.state, 0))).toBe(CHARMANDER)
  })

  it('counts as evolving: not on a Pokémon put into play this turn, not during your first turn', () => {
    const played = game({ players: [{ active: PIKACHU, hand: [CHARMANDER, ss(88), CHARIZARD] }, { active: ss(75) }] })
    played.pick('Put Charmander on the Bench')
    expect(menu(played)).not.toContain('Play Rare Candy')
    const first = game({
      turn: 2,
      current: 1,
      players: [{ active: ss(75) }, { active: CHARMANDER, hand: [ss(88), CHARIZARD] }],
    })
    expect(menu(first)).not.toContain('Play Rare Candy')
  })

  it('is not playable without a fitting card in the hand', () => {
    const d = game({ players: [{ active: PIKACHU, hand: [ss(88), CHARIZARD] }, { active: ss(75) }] })
    expect(menu(d)).not.toContain('Play Rare Candy')
  })

  it('a Fossil in play is a Basic Pokémon: Armaldo goes on Claw Fossil', () => {
    const d = game({ players: [{ active: ss(75), bench: [ss(90)], hand: [ss(88), ss(1)] }, { active: ss(75) }] })
    d.pick('Play Rare Candy')
    expect(top(d.state, bench(d.state, 0, 0))).toBe(ss(1))
  })

  it("offers the Stage 2's Ability for being played from the hand to evolve (Inteleon's Shady Dealings)", () => {
    // Putting the card from the hand onto the Basic Pokémon is playing it from the hand to evolve, as the modern
    // Rare Candy (swsh1/tests/054-sobble-line): decks may mix sets, so this one offers the Ability too.
    const d = game({
      players: [
        { active: 'swsh1-55', hand: [ss(88), 'swsh1-58'], deck: ['sv3pt5-206', 'base1-102', 'sv3pt5-206'] },
        { active: ss(75) },
      ],
    })
    d.pick('Play Rare Candy').pick('Yes')
    d.pickIndices([0, 1])
    expect(top(d.state, active(d.state, 0))).toBe('swsh1-58')
    expect(pile(d.state, 0, 'hand')).toEqual(['sv3pt5-206', 'sv3pt5-206'])
  })
})
