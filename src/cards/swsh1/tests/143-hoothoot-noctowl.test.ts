import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, swsh1, top } from './helpers'

const HOOTHOOT = swsh1(143)
const NOCTOWL = [swsh1(143), swsh1(144)]
const TARGET = swsh1(115)
const OTHER = swsh1(146)

describe('swsh1-143 Hoothoot', () => {
  it('Send Back: the opponent chooses which Benched Pokémon becomes Active', () => {
    const d = game({
      players: [{ active: { card: HOOTHOOT, energy: [E.fire] } }, { active: TARGET, bench: [OTHER, swsh1(149)] }],
    })
    d.pick('Attack: Send Back')
    expect(d.decision.seat).toBe(1)
    d.pick('Drampa')
    expect(top(d.state, active(d.state, 1))).toBe(swsh1(149))
    expect(bench(d.state, 1, 1).stack.map((u) => d.state.cards[u]!.def)).toEqual([TARGET])
  })

  it('Send Back with no Benched Pokémon does nothing', () => {
    const d = game({ players: [{ active: { card: HOOTHOOT, energy: [E.fire] } }, { active: TARGET }] })
    d.pick('Attack: Send Back')
    expect(top(d.state, active(d.state, 1))).toBe(TARGET)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Wing Attack: 20 damage', () => {
    const d = game({ players: [{ active: { card: HOOTHOOT, energy: [E.fire, E.fire] } }, { active: TARGET }] })
    d.pick('Attack: Wing Attack')
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('swsh1-144 Noctowl: Carry Off', () => {
  it("shuffles the chosen Benched Pokémon into its owner's deck, then Noctowl into yours", () => {
    const d = game({
      players: [
        { active: { card: NOCTOWL, energy: [E.fire, E.fire, E.water] }, bench: [OTHER], deck: [] },
        { active: TARGET, bench: [{ card: swsh1(149), energy: [E.grass] }, OTHER], deck: [] },
      ],
    })
    d.pick('Attack: Carry Off').pick('Drampa')
    // Noctowl left the Active Spot: its only Benched Pokémon, Minccino, became Active.
    expect(top(d.state, active(d.state, 0))).toBe(OTHER)
    // Drampa and its Energy went into the opponent's empty deck; they have drawn one of the two for their turn.
    expect([...pile(d.state, 1, 'deck'), ...pile(d.state, 1, 'hand')].sort()).toEqual([swsh1(149), E.grass].sort())
    expect(d.state.players[1].bench).toHaveLength(1)
    // Noctowl, Hoothoot and their Energy went into the deck.
    expect(pile(d.state, 0, 'deck').sort()).toEqual([...NOCTOWL, E.fire, E.fire, E.water].sort())
  })

  it('does nothing when the opponent has no Benched Pokémon', () => {
    const d = game({
      players: [{ active: { card: NOCTOWL, energy: [E.fire, E.fire, E.fire] } }, { active: TARGET }],
    })
    d.pick('Attack: Carry Off')
    expect(top(d.state, active(d.state, 0))).toBe(swsh1(144))
  })

  it('with no other Pokémon in play, Noctowl leaving makes its player lose', () => {
    const d = game({
      players: [{ active: { card: NOCTOWL, energy: [E.fire, E.fire, E.fire] } }, { active: TARGET, bench: [OTHER] }],
    })
    d.pick('Attack: Carry Off').pick('Minccino')
    expect(d.state.result?.winner).toBe(1)
  })

  it('Wing Attack: 40 damage', () => {
    const d = game({ players: [{ active: { card: NOCTOWL, energy: [E.fire, E.fire] } }, { active: TARGET }] })
    d.pick('Attack: Wing Attack')
    expect(active(d.state, 1).damage).toBe(40)
  })
})
