import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, game, menu, pile } from './helpers'

const SOBBLE = 'swsh1-54' // Water Gun (W) 20
const CHARMANDER = 'base1-46' // 50 HP, Weakness Water
const MACHOP = 'base1-52'
const CHARIZARD_CARD = 'base1-4'

/** The opponent's turn: their Sobble's Water Gun (20 × 2) Knocks Out our damaged Charmander, if it is Active. */
function afterOpponentsTurn(opts: { knockOut: boolean; discard?: string[] }) {
  const d = game({
    current: 1,
    players: [
      {
        active: { card: CHARMANDER, damage: opts.knockOut ? 10 : 0 },
        bench: [MACHOP],
        hand: [crz(140)],
        deck: [E.grass, CHARIZARD_CARD, E.fire],
        discard: opts.discard ?? [E.water, E.fire],
      },
      { active: { card: SOBBLE, energy: [E.water] } },
    ],
  })
  d.pick('Attack: Water Gun')
  if (opts.knockOut) d.pick('Prize card 1') // Machop, the only Benched Pokémon, becomes the Active
  return d
}

describe('swsh12pt5-140 Raihan', () => {
  it('after a Knock Out: attaches a basic Energy from the discard pile, then takes any card from the deck', () => {
    const d = afterOpponentsTurn({ knockOut: true })
    d.pick('Play Raihan')
    expect(d.labels().sort()).toEqual(['Basic Fire Energy', 'Basic Water Energy'])
    d.pick('Basic Water Energy')
    d.pick('Machop')
    expect(active(d.state, 0).energy.map((u) => d.state.cards[u]!.def)).toEqual([E.water])
    d.pick('Charizard')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.grass, CHARIZARD_CARD].sort())
  })
  it('attaches to a Benched Pokémon too', () => {
    const d = game({
      current: 1,
      players: [
        {
          active: { card: CHARMANDER, damage: 10 },
          bench: [MACHOP, 'base1-58'],
          hand: [crz(140)],
          deck: [E.grass, E.fire],
          discard: [E.fire],
        },
        { active: { card: SOBBLE, energy: [E.water] } },
      ],
    })
    d.pick('Attack: Water Gun').pick('Prize card 1').pick('Machop')
    d.pick('Play Raihan').pick('Basic Fire Energy').pick('Pikachu')
    expect(bench(d.state, 0, 0).energy).toHaveLength(1)
  })
  it("can't be played when none of your Pokémon was Knocked Out during the opponent's last turn", () => {
    const d = afterOpponentsTurn({ knockOut: false })
    expect(menu(d)).not.toContain('Play Raihan')
  })
  it("can't be played without a basic Energy card in the discard pile", () => {
    const d = afterOpponentsTurn({ knockOut: true, discard: [CHARIZARD_CARD] })
    expect(menu(d)).not.toContain('Play Raihan')
  })
})
