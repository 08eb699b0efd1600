/** The plainer cards of base1-1 … 34: damage, coin flips, self-damage, conditions, per-counter damage. */
import { describe, expect, it } from 'vitest'
import { E, P, active, game, menu, pile } from './helpers'

const hit = (
  attacker: string | object,
  atk: string,
  defender: string | object = P.dragonair,
  flips: boolean[] = [],
) => {
  const d = game({ flips, players: [{ active: attacker as string }, { active: defender as string }] })
  d.pick(`Attack: ${atk}`)
  return { d, att: active(d.state, 0), def: active(d.state, 1) }
}
const e = (...xs: string[]) => xs

describe('base1-1 … 34 plain attacks', () => {
  it('fixed damage: Dragon Rage, Jab, Special Punch, Seismic-free basics', () => {
    expect(hit({ card: P.gyarados, energy: e(E.water, E.water, E.water) }, 'Dragon Rage').def.damage).toBe(50)
    expect(hit({ card: P.hitmonchan, energy: e(E.fighting) }, 'Jab').def.damage).toBe(20)
    expect(hit({ card: P.hitmonchan, energy: e(E.fighting, E.fighting, E.fire) }, 'Special Punch').def.damage).toBe(40)
    expect(hit({ card: P.dugtrio, energy: e(E.fighting, E.fighting, E.fire) }, 'Slash').def.damage).toBe(40)
    expect(hit({ card: P.charmeleon, energy: e(E.fire, E.fire, E.fire) }, 'Slash').def.damage).toBe(30)
    expect(hit({ card: P.dewgong, energy: e(E.water, E.water, E.fire) }, 'Aurora Beam').def.damage).toBe(50)
    expect(hit({ card: P.dratini, energy: e(E.fire) }, 'Pound').def.damage).toBe(10)
    expect(hit({ card: P.farfetchd, energy: e(E.fire, E.fire, E.fire) }, 'Pot Smash').def.damage).toBe(30)
    expect(hit({ card: P.growlithe, energy: e(E.fire, E.fire) }, 'Flare').def.damage).toBe(20)
    expect(hit({ card: P.ivysaur, energy: e(E.grass, E.fire, E.fire) }, 'Vine Whip').def.damage).toBe(30)
    expect(hit({ card: P.kadabra, energy: e(E.psychic, E.psychic, E.fire) }, 'Super Psy', P.zapdos).def.damage).toBe(50)
  })

  it('Weakness and Resistance (Growlithe on Kakuna ×2; Hitmonchan on Zapdos −30)', () => {
    expect(hit({ card: P.growlithe, energy: e(E.fire, E.fire) }, 'Flare', P.kakuna).def.damage).toBe(40)
    expect(hit({ card: P.hitmonchan, energy: e(E.fighting) }, 'Jab', P.zapdos).def.damage).toBe(0)
  })

  it('flip for a Special Condition: Bubblebeam, Poison Sting, Thundershock, Ice Beam', () => {
    for (const heads of [true, false]) {
      const cases = [
        [{ card: P.gyarados, energy: e(E.water, E.water, E.water, E.water) }, 'Bubblebeam', 40, 'paralyzed'],
        [{ card: P.beedrill, energy: e(E.grass, E.grass, E.grass) }, 'Poison Sting', 40, 'poisoned'],
        [{ card: P.electabuzz, energy: e(E.lightning) }, 'Thundershock', 10, 'paralyzed'],
        [{ card: P.dewgong, energy: e(E.water, E.water, E.fire, E.fire) }, 'Ice Beam', 30, 'paralyzed'],
      ] as const
      for (const [att, atk, dmg, cond] of cases) {
        const { def } = hit(att, atk, P.chansey, [heads])
        const has = cond === 'poisoned' ? def.conditions.poisoned : def.conditions.rotation === cond
        expect(has).toBe(heads)
        expect(def.damage).toBe(dmg + (heads && cond === 'poisoned' ? 10 : 0))
      }
    }
  })

  it('×: Twineedle and Doubleslap count heads of 2 coins', () => {
    expect(
      hit({ card: P.beedrill, energy: e(E.fire, E.fire, E.fire) }, 'Twineedle', P.chansey, [true, true]).def.damage,
    ).toBe(60)
    expect(
      hit({ card: P.beedrill, energy: e(E.fire, E.fire, E.fire) }, 'Twineedle', P.chansey, [false, true]).def.damage,
    ).toBe(30)
    expect(hit({ card: P.jynx, energy: e(E.psychic) }, 'Doubleslap', P.zapdos, [true, true]).def.damage).toBe(20)
    expect(hit({ card: P.jynx, energy: e(E.psychic) }, 'Doubleslap', P.zapdos, [false, false]).def.damage).toBe(0)
  })

  it('Thunderpunch: heads 40; tails 30 and 10 to Electabuzz', () => {
    const h = hit({ card: P.electabuzz, energy: e(E.lightning, E.fire) }, 'Thunderpunch', P.chansey, [true])
    expect([h.def.damage, h.att.damage]).toEqual([40, 0])
    const t = hit({ card: P.electabuzz, energy: e(E.lightning, E.fire) }, 'Thunderpunch', P.chansey, [false])
    expect([t.def.damage, t.att.damage]).toEqual([30, 10])
  })

  it('self-damage: Take Down 30, Submission 20; Flamethrower discards a Fire Energy', () => {
    const td = hit({ card: P.arcanine, energy: e(E.fire, E.fire, E.fire, E.fire) }, 'Take Down', P.chansey)
    expect([td.def.damage, td.att.damage]).toEqual([80, 30])
    const sub = hit({ card: P.machoke, energy: e(E.fighting, E.fighting, E.fire, E.fire) }, 'Submission', P.dragonair)
    expect([sub.def.damage, sub.att.damage]).toEqual([60, 20])
    for (const card of [P.arcanine, P.charmeleon]) {
      const ft = hit({ card, energy: e(E.fire, E.fire, E.water) }, 'Flamethrower', P.chansey)
      expect(ft.def.damage).toBe(50)
      expect(ft.att.energy.map((u) => ft.d.state.cards[u]!.def).sort()).toEqual([E.fire, E.water].sort())
    }
  })

  it('Meditate: 20 plus 10 per damage counter on the Defending Pokémon; Karate Chop: 50 minus 10 per counter on Machoke', () => {
    expect(
      hit({ card: P.jynx, energy: e(E.psychic, E.psychic, E.fire) }, 'Meditate', { card: P.zapdos, damage: 30 }).def
        .damage,
    ).toBe(30 + 50)
    expect(
      hit({ card: P.machoke, energy: e(E.fighting, E.fighting, E.fire) }, 'Karate Chop', P.dragonair).def.damage,
    ).toBe(50)
    expect(
      hit({ card: P.machoke, damage: 30, energy: e(E.fighting, E.fighting, E.fire) }, 'Karate Chop', P.dragonair).def
        .damage,
    ).toBe(20)
    expect(
      hit({ card: P.machoke, damage: 70, energy: e(E.fighting, E.fighting, E.fire) }, 'Karate Chop', P.dragonair).def
        .damage,
    ).toBe(0)
  })

  it('Hypnosis puts to sleep; Dream Eater only against an Asleep Pokémon', () => {
    const d = game({
      flips: [false, false],
      players: [{ active: { card: P.haunter, energy: e(E.psychic, E.psychic) } }, { active: P.zapdos }],
    })
    expect(menu(d)).not.toContain('Attack: Dream Eater')
    d.pick('Attack: Hypnosis')
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
    d.pick('End turn')
    expect(menu(d)).toContain('Attack: Dream Eater')
    d.pick('Attack: Dream Eater')
    expect(active(d.state, 1).damage).toBe(50)
  })

  it('2-on-2 (seed 003 Appendix A "Attack!"): Dream Eater is offered against the Asleep Defending Pokémon only', () => {
    // "You choose one of your opponent's Active Pokémon to attack": the condition reads the one chosen.
    for (const asleep of ['first', 'second'] as const) {
      const pikachu = { card: 'base1-58', conditions: ['asleep' as const] } // 40 HP
      const d = game({
        rules: 'ex2003',
        format: 'double',
        players: [
          { active: { card: P.haunter, energy: e(E.psychic, E.psychic) } },
          asleep === 'first'
            ? { active: pikachu, secondActive: P.zapdos }
            : { active: P.zapdos, secondActive: pikachu },
        ],
      })
      expect(
        menu(d).filter((l) => l.startsWith('Attack: Dream Eater')),
        asleep,
      ).toEqual(['Attack: Dream Eater on Pikachu'])
      d.pick('Attack: Dream Eater on Pikachu')
      // Dream Eater's 50 Knocks Out the sleeping Pikachu; Zapdos is untouched
      expect(pile(d.state, 1, 'discard')).toContain('base1-58')
      const them = d.state.players[1]
      expect([them.active, them.secondActive].map((s) => s && d.state.cards[s.stack[0]!]!.def)).toContain(P.zapdos)
      expect([them.active, them.secondActive].map((s) => s?.damage ?? 0)).toEqual([0, 0])
    }
  })

  it('Poisonpowder (Ivysaur): 20 and Poisoned', () => {
    const { def } = hit({ card: P.ivysaur, energy: e(E.grass, E.grass, E.grass) }, 'Poisonpowder', P.chansey)
    expect(def.conditions.poisoned).toBe(true)
    expect(def.damage).toBe(30)
  })

  it("Leek Slap: tails does nothing; either way never again while Farfetch'd stays in play, even after the Bench", () => {
    const d = game({
      rules: 'classic1999', // retreat twice in a turn
      flips: [false],
      players: [
        { active: { card: P.farfetchd, energy: e(E.fire, E.fire) }, bench: [{ card: P.dratini, energy: e(E.fire) }] },
        { active: P.zapdos },
      ],
    })
    d.pick('Attack: Leek Slap')
    expect(active(d.state, 1).damage).toBe(0)
    d.pick('End turn')
    expect(menu(d)).not.toContain('Attack: Leek Slap')
    d.pick('Retreat to Dratini').pick('Retreat to Farfetch')
    expect(menu(d)).not.toContain('Attack: Leek Slap')
    const h = hit({ card: P.farfetchd, energy: e(E.fire) }, 'Leek Slap', P.dragonair, [true])
    expect(h.def.damage).toBe(30)
  })
})
