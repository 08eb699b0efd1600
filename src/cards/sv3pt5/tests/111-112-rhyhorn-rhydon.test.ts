import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, sv, top } from './helpers'

const kingler = { card: [sv(98), sv(99)] }

describe('sv3pt5-111 Rhyhorn', () => {
  it('Push Down: 20 damage, then the opponent switches in a Benched Pokémon of their choice', () => {
    const d = game({
      players: [
        { active: { card: sv(111), energy: [E.fighting, E.fighting] } },
        { active: kingler, bench: [sv(96), sv(83)] },
      ],
    })
    d.pick('Attack: Push Down')
    expect(d.decision.seat).toBe(1)
    d.pick("Farfetch'd")
    expect(top(d.state, active(d.state, 1))).toBe(sv(83))
    expect(top(d.state, bench(d.state, 1, 1))).toBe(sv(99))
    expect(bench(d.state, 1, 1).damage).toBe(20)
  })

  it('Push Down that Knocks Out the Active: no switch, it is Knocked Out in the Active Spot (KO-4)', () => {
    // docs/rulings/sv3pt5-077-114.md, Rhyhorn: a Knocked Out Defending Pokémon is not switched; its owner promotes
    // a new Active as after any Knock Out (rules.md KO-4). Weezing (110 HP, Fighting Weakness, 100 damage) shows
    // the difference: Knocked Out while Active, its Let's Have a Blast flips and takes Rhyhorn with it.
    const d = game({
      flips: [true],
      players: [
        { active: { card: sv(111), energy: [E.fighting, E.fighting] }, bench: [sv(96)] },
        { active: { card: [sv(109), sv(110)], damage: 100 }, bench: [sv(96), sv(83)] },
      ],
    })
    d.pick('Attack: Push Down')
    expect(d.events.filter((e) => e.type === 'coin' && e.reason === "Let's Have a Blast")).toHaveLength(1)
    expect(pile(d.state, 1, 'discard')).toContain(sv(110))
    expect(pile(d.state, 0, 'discard')).toContain(sv(111))
    // No Push Down question: the Knock Outs are dealt with (Prize cards, then the new Actives).
    expect(d.decision.ask).not.toBe('choose-target')
    expect(d.state.players[1].bench.map((s) => top(d.state, s))).toEqual([sv(96), sv(83)])
  })

  it('Push Down with an empty opponent Bench: only the damage', () => {
    const d = game({ players: [{ active: { card: sv(111), energy: [E.fighting, E.fighting] } }, { active: kingler }] })
    d.pick('Attack: Push Down')
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('sv3pt5-112 Rhydon', () => {
  it("Charismatic Drill: 40 without Giovanni's Charisma played this turn", () => {
    const d = game({
      players: [
        { active: { card: [sv(111), sv(112)], energy: [E.fighting, E.fighting, E.fighting] } },
        { active: kingler },
      ],
    })
    d.pick('Attack: Charismatic Drill')
    expect(active(d.state, 1).damage).toBe(40)
  })

  it("Charismatic Drill: 180 after Giovanni's Charisma was played from the hand this turn", () => {
    const d = game({
      players: [
        { active: { card: [sv(111), sv(112)], energy: [E.fighting, E.fighting, E.fighting] } },
        { active: { card: [sv(88), sv(89)] } },
      ],
    })
    d.state.players[0].turn.trainersPlayed = ["Giovanni's Charisma"]
    d.pick('Attack: Charismatic Drill')
    const hit = d.events.find((e) => e.type === 'damage' && e.target.seat === 1)
    // (40 + 140) × 2 for Muk's Fighting Weakness.
    expect(hit?.type === 'damage' && hit.amount).toBe(360)
  })

  it("Charismatic Drill: playing Giovanni's Charisma from the hand first makes it 180", () => {
    const d = game({
      players: [
        { active: { card: [sv(111), sv(112)], energy: [E.fighting, E.fighting] }, hand: [sv(161), E.fighting] },
        { active: { ...kingler, energy: [E.water] } },
      ],
    })
    d.pick("Play Giovanni's Charisma").pick('Basic Water Energy').pick('Basic Fighting Energy')
    d.pick('Attack: Charismatic Drill')
    const hit = d.events.find((e) => e.type === 'damage' && e.target.seat === 1)
    expect(hit?.type === 'damage' && hit.amount).toBe(180)
  })

  it('Charismatic Drill: another Supporter does not count', () => {
    const d = game({
      players: [
        { active: { card: [sv(111), sv(112)], energy: [E.fighting, E.fighting, E.fighting] }, hand: [sv(160)] },
        { active: kingler, hand: [E.water] },
      ],
    })
    d.pick("Play Erika's Invitation").pick('Attack: Charismatic Drill')
    expect(active(d.state, 1).damage).toBe(40)
  })
})
