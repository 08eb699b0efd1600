/** ex2-90 Claw Fossil, ex2-91 Mysterious Fossil, ex2-92 Root Fossil: Fossil Trainers that act as Basic Pokémon (EX-7). */
import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, ss, stackOf } from './helpers'

const GASTLY = 'base1-50'

const FOSSILS: [id: string, name: string, hp: number][] = [
  [ss(90), 'Claw Fossil', 40],
  [ss(91), 'Mysterious Fossil', 10],
  [ss(92), 'Root Fossil', 40],
]

describe('ex2 Fossils', () => {
  for (const [id, name, hp] of FOSSILS) {
    it(`${name} goes onto the Bench as a ${hp}-HP Colorless Basic Pokémon`, () => {
      const d = game({ players: [{ active: ss(75), hand: [id] }, { active: ss(75) }] })
      expect(d.labels()).not.toContain(`Play ${name}`)
      d.pick(`Put ${name} on the Bench`)
      expect(stackOf(d.state, bench(d.state, 0, 0))).toEqual([id])
    })

    it(`${name}: no attacks, no retreat; Knocked Out, it gives no Prize card and is discarded`, () => {
      const mine = game({ players: [{ active: id, bench: [ss(75)] }, { active: ss(75) }] })
      expect(mine.labels().some((l) => l.startsWith('Attack') || l.startsWith('Retreat'))).toBe(false)
      const d = game({
        current: 1,
        flips: [false],
        players: [
          { active: { card: id, damage: hp - 10 }, bench: [ss(75)] },
          { active: { card: ss(75), energy: [E.fighting] } },
        ],
      })
      d.pick('Attack: Poison Needle')
      expect(pile(d.state, 0, 'discard')).toContain(id)
      expect(d.state.players[1].prizes.length).toBe(6)
      expect(stackOf(d.state, active(d.state, 0))).toEqual([ss(75)])
    })

    it(`${name} can't be affected by Special Conditions, and may be discarded from play during your turn`, () => {
      // Gastly's Sleeping Gas does no damage (Mysterious Fossil has 10 HP): heads would make it Asleep.
      const d = game({
        flips: [true],
        current: 1,
        players: [{ active: id, bench: [ss(75)] }, { active: { card: GASTLY, energy: [E.psychic] } }],
      })
      d.pick('Attack: Sleeping Gas')
      expect(active(d.state, 0).conditions.rotation).toBeNull()
      d.pick(`Discard ${name} from play`)
      expect(pile(d.state, 0, 'discard')).toEqual([id])
      expect(d.state.players[1].prizes.length).toBe(6)
    })
  }

  it('Claw Fossil evolves into Anorith, and Anorith into Armaldo', () => {
    const d = game({ players: [{ active: ss(75), bench: [ss(90)], hand: [ss(27)] }, { active: ss(75) }] })
    d.pick('Evolve Claw Fossil into Anorith')
    expect(stackOf(d.state, bench(d.state, 0, 0))).toEqual([ss(90), ss(27)])
  })

  it("Jagged Stone: damaged by the opponent's attack while Active, Claw Fossil puts 1 damage counter on the attacker", () => {
    const d = game({
      flips: [false],
      current: 1,
      players: [{ active: ss(90), bench: [ss(75)] }, { active: { card: ss(75), energy: [E.fighting] } }],
    })
    d.pick('Attack: Poison Needle')
    expect(active(d.state, 1).damage).toBe(10)
    expect(active(d.state, 0).damage).toBe(10)
  })

  it('Jagged Stone works even when the attack Knocks Claw Fossil Out, and not from the Bench', () => {
    const ko = game({
      flips: [false],
      current: 1,
      players: [
        { active: { card: ss(90), damage: 30 }, bench: [ss(75)] },
        { active: { card: ss(75), energy: [E.fighting] } },
      ],
    })
    ko.pick('Attack: Poison Needle')
    expect(pile(ko.state, 0, 'discard')).toContain(ss(90))
    expect(active(ko.state, 1).damage).toBe(10)
  })

  it('Spongy Stone: between turns Root Fossil loses 1 damage counter, also on the Bench', () => {
    const d = game({
      players: [
        { active: { card: ss(92), damage: 20 }, bench: [{ card: ss(92), damage: 10 }, ss(75)] },
        { active: ss(75) },
      ],
    })
    d.pick('End turn')
    expect(active(d.state, 0).damage).toBe(10)
    expect(bench(d.state, 0, 0).damage).toBe(0)
  })
})
