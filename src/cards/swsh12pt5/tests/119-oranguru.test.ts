import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile } from './helpers'

const LAPRAS = 'swsh1-48'
const HOP = 'swsh1-165' // Supporter: draw 3 cards
const BEDE = 'swsh1-157' // Supporter: only with a Benched Pokémon and a basic Energy card in hand
const BOSSS_ORDERS = 'swsh2-154'
const GREAT_BALL = 'swsh1-164' // an Item

describe('swsh12pt5-119 Oranguru: Primate Acting', () => {
  it("uses the effect of a Supporter in the opponent's discard pile; the card stays there", () => {
    const d = game({
      players: [
        { active: { card: crz(119), energy: [E.fire] }, hand: [], deck: [E.grass, E.water, E.psychic, E.metal] },
        { active: LAPRAS, discard: [HOP, GREAT_BALL] },
      ],
    })
    d.pick('Attack: Primate Acting')
    expect(d.labels()).toEqual(['Hop'])
    d.pick('Hop')
    expect(pile(d.state, 0, 'hand')).toHaveLength(3)
    expect(pile(d.state, 1, 'discard')).toEqual([HOP, GREAT_BALL])
    expect(active(d.state, 1).damage).toBe(0)
  })

  it("Boss's Orders' effect: the opponent's chosen Benched Pokémon becomes their Active Pokémon", () => {
    const d = game({
      players: [
        { active: { card: crz(119), energy: [E.fire] } },
        { active: LAPRAS, bench: [crz(109)], discard: [BOSSS_ORDERS] },
      ],
    })
    d.pick('Attack: Primate Acting').pick("Boss's Orders").pick('Snorlax')
    expect(d.state.players[1].active!.stack).toHaveLength(1)
    expect(pile(d.state, 1, 'discard')).toEqual([BOSSS_ORDERS])
  })

  it('offers only Supporters whose play condition holds (Bede needs a Benched Pokémon)', () => {
    const d = game({
      players: [
        { active: { card: crz(119), energy: [E.fire] }, hand: [E.fire] },
        { active: LAPRAS, discard: [BEDE, HOP] },
      ],
    })
    d.pick('Attack: Primate Acting')
    expect(d.labels()).toEqual(['Hop'])
  })

  it("does nothing without a Supporter in the opponent's discard pile", () => {
    const d = game({
      players: [
        { active: { card: crz(119), energy: [E.fire] }, hand: [] },
        { active: LAPRAS, discard: [GREAT_BALL] },
      ],
    })
    d.pick('Attack: Primate Acting')
    expect(d.state.current).toBe(1)
    expect(pile(d.state, 0, 'hand')).toHaveLength(0)
  })
})
