import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, top } from './helpers'

const MACHOP = 'base1-52'
const PIKACHU = 'base1-58'
const CHARMELEON = 'base1-24'

describe("sv3pt5-160 Erika's Invitation", () => {
  it("reveals the opponent's hand; the Basic Pokémon you choose goes onto their Bench and becomes their Active", () => {
    const d = game({
      players: [
        { active: MACHOP, hand: ['sv3pt5-160'] },
        { active: MACHOP, hand: [PIKACHU, CHARMELEON, E.fire] },
      ],
    })
    d.pick("Play Erika's Invitation")
    const reveal = d.events.find((e) => e.type === 'reveal')
    expect(reveal?.type === 'reveal' && reveal.seat === 1 && reveal.cards.length).toBe(3)
    expect(d.decision.seat).toBe(0)
    expect(d.labels()).toEqual(['Pikachu']) // Basic Pokémon only
    d.pick('Pikachu')
    expect(top(d.state, active(d.state, 1))).toBe(PIKACHU)
    expect(top(d.state, bench(d.state, 1, 0))).toBe(MACHOP)
    expect(pile(d.state, 1, 'hand').sort()).toEqual([CHARMELEON, E.fire].sort())
  })
  it('with no Basic Pokémon in their hand nothing else happens', () => {
    const d = game({
      players: [
        { active: MACHOP, hand: ['sv3pt5-160'] },
        { active: MACHOP, hand: [CHARMELEON] },
      ],
    })
    d.pick("Play Erika's Invitation")
    expect(d.decision.ask).toBe('main')
    expect(top(d.state, active(d.state, 1))).toBe(MACHOP)
    expect(pile(d.state, 0, 'discard')).toEqual(['sv3pt5-160'])
  })
  it('with a full Bench nothing is put into play', () => {
    const full = [PIKACHU, PIKACHU, PIKACHU, PIKACHU, PIKACHU]
    const d = game({
      players: [
        { active: MACHOP, hand: ['sv3pt5-160'] },
        { active: MACHOP, bench: full, hand: ['base1-46'] },
      ],
    })
    d.pick("Play Erika's Invitation")
    expect(d.decision.ask).toBe('main')
    expect(pile(d.state, 1, 'hand')).toEqual(['base1-46'])
  })
  it("can't be played when the opponent's hand is empty", () => {
    expect(menu(game({ players: [{ active: MACHOP, hand: ['sv3pt5-160'] }, { active: MACHOP }] }))).not.toContain(
      "Play Erika's Invitation",
    )
  })
})
