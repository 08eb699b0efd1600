/**
 * rules.md §1.8 Damage calculation (DMG-1…DMG-8) and era table rows 21, 22, 23.
 * Seat 0 attacks seat 1's Active; after the attack the turn ends, so damage is read from the resulting state.
 */
import { describe, expect, it } from 'vitest'
import type { RuleSetId } from '../rules/profile'
import type { PokemonSpec } from '../testing/scenario'
import { active, attack, bench, eventsOf, game, pile } from './helpers'

const RULES = ['modern', 'classic1999'] as const

/** Seat 0's `attacker` uses `name` on seat 1's `defender`; returns the damage on the defender and the events. */
function hit(
  attacker: PokemonSpec | string,
  name: string,
  defender: PokemonSpec | string,
  rules: RuleSetId = 'modern',
) {
  const d = game({ rules, players: [{ active: attacker }, { active: defender, bench: ['colorless-basic'] }] })
  attack(d, name)
  // Attacks that choose a target ("choose 1 of your opponent's Pokémon") are aimed at the Active.
  if (d.state.pending?.ask === 'choose-target') d.pick((o) => o.kind === 'slot' && o.ref.zone === 'active')
  return { damage: active(d.state, 1).damage, events: d.events, d }
}

describe('rules.md DMG-1: base damage and damage counters', () => {
  it('rules.md DMG-1: the printed number is the base damage', () => {
    expect(hit('m-fire60', 'Fire Fang', 'big-basic').damage).toBe(60)
  })

  it('rules.md DMG-1: "put damage counters" ignores Weakness, Resistance and effects on the Pokémon', () => {
    // Flamelet is weak to Water and carries a "takes 20 less damage" Tool: 3 counters are still exactly 30.
    const r = hit('m-spreader', 'Curse Drops', { card: 'fire-basic', tools: ['m-guard'] })
    expect(r.damage).toBe(30)
    expect(eventsOf(r.events, 'damage')[0]).toMatchObject({ amount: 30, counters: true })
  })

  it('rules.md DMG-1: damage (not counters) to the same Pokémon does go through Weakness and the Tool', () => {
    // Snipe 20 → ×2 Weakness = 40 → −20 Tool = 20.
    expect(hit('m-spreader', 'Snipe', { card: 'fire-basic', tools: ['m-guard'] }).damage).toBe(20)
  })

  const shield = { source: 'engine', key: 'prevent-damage', clearsOnMove: true }

  const reduce = { source: 'engine', key: 'reduce-damage', data: { amount: 30 }, clearsOnMove: true }

  it('rules.md DMG-1: damage counters from an attack go on a Pokémon whose damage from attacks is prevented', () => {
    const d = game({ players: [{ active: 'm-spreader' }, { active: { card: 'big-basic', markers: [shield] } }] })
    attack(d, 'Curse Drops').pick((o) => o.kind === 'slot' && o.ref.zone === 'active')
    expect(active(d.state, 1).damage).toBe(30)
  })

  it('rules.md DMG-1: damage counters ignore a "takes 30 less damage" effect, while the same effect stops 30 damage', () => {
    const counters = game({ players: [{ active: 'm-spreader' }, { active: { card: 'big-basic', markers: [reduce] } }] })
    attack(counters, 'Curse Drops').pick((o) => o.kind === 'slot' && o.ref.zone === 'active')
    expect(active(counters.state, 1).damage).toBe(30)
    const damage = game({ players: [{ active: 'm-fire60' }, { active: { card: 'big-basic', markers: [reduce] } }] })
    attack(damage, 'Fire Fang')
    expect(active(damage.state, 1).damage).toBe(30)
  })

  it('rules.md PC-6 / DMG-1: Poison still puts its counter on a Pokémon protected from damage by attacks', () => {
    const d = game({
      players: [{ active: 'm-fire60' }, { active: { card: 'big-basic', markers: [shield], conditions: ['poisoned'] } }],
    })
    d.pick('End turn')
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('rules.md DMG-1 / ATK-g / KO-3: damage counters an attack puts on a Benched Pokémon can Knock it Out, and a Prize is taken', () => {
    const d = game({
      players: [{ active: 'm-spreader' }, { active: 'big-basic', bench: ['colorless-basic', 'grass-basic'] }],
    })
    attack(d, 'Curse Drops').pick('Puffball')
    expect(eventsOf(d.events, 'knock-out')).toEqual([expect.objectContaining({ seat: 1 })])
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0 })
    d.pick('Prize card')
    expect(d.state.players[0].prizes).toHaveLength(5)
    expect(pile(d.state, 1, 'discard')).toEqual(['colorless-basic'])
  })
})

describe('rules.md DMG-2: attacker-side modifiers', () => {
  it('rules.md DMG-2: attacker effects apply before Weakness (modern)', () => {
    // Nip 10, Power Band +10 → 20, then Weakness ×2 → 40 (not 10×2+10 = 30).
    expect(hit({ card: 'm-fire60', tools: ['tool-boost'] }, 'Nip', 'm-leafguard').damage).toBe(40)
  })

  it('rules.md DMG-2: an attacker marker "does 40 more damage" adds before Weakness', () => {
    const boosted = { card: 'm-fire60', markers: [{ source: 'engine', key: 'boost-damage', data: { amount: 40 } }] }
    expect(hit(boosted, 'Nip', 'm-leafguard').damage).toBe(100)
  })

  it('rules.md DMG-2: an attack with base damage 0 deals no damage even with an attacker boost', () => {
    const r = hit({ card: 'm-spreader', tools: ['tool-boost'] }, 'Splash', 'big-basic')
    expect(r.damage).toBe(0)
    expect(eventsOf(r.events, 'damage')).toHaveLength(0)
  })

  it('rules.md DMG-2: an attack with no damage at all deals none with an attacker boost', () => {
    expect(hit({ card: 'm-withdraw', tools: ['tool-boost'] }, 'Growl', 'big-basic').damage).toBe(0)
  })
})

describe('rules.md DMG-3: Weakness', () => {
  it('rules.md DMG-3 / §1.8 worked example: a 10-damage attack on a Pokémon weak ×2 to its type puts 2 counters', () => {
    expect(hit('m-fire60', 'Nip', 'm-leafguard').damage).toBe(20)
  })

  it('rules.md DMG-3: the amount printed beside Weakness is used (×3)', () => {
    expect(hit('m-fire60', 'Nip', 'm-triple').damage).toBe(30)
  })

  it('rules.md DMG-3: a printed "+20" Weakness adds 20', () => {
    expect(hit('m-fire60', 'Nip', 'm-plusweak').damage).toBe(30)
  })

  it('rules.md DMG-3: Weakness to another type does nothing', () => {
    // Leafguard is weak to Fire; a Fighting attacker does its base damage.
    expect(
      hit({ card: 'big-basic', energy: ['energy-fighting', 'energy-fighting'] }, 'Rumble', 'm-leafguard').damage,
    ).toBe(30)
  })
})

describe('rules.md DMG-4: Resistance', () => {
  it('rules.md DMG-4: the printed Resistance amount is subtracted (−30)', () => {
    expect(hit({ card: 'tera-basic', energy: ['energy-water'] }, 'Shard', 'm-leafguard').damage).toBe(20)
  })

  it('rules.md DMG-4: a printed −20 Resistance subtracts 20, not a default 30', () => {
    expect(hit({ card: 'tera-basic', energy: ['energy-water'] }, 'Shard', 'm-plusweak').damage).toBe(30)
  })
})

describe('rules.md DMG-5: defender-side modifiers come after Weakness and Resistance', () => {
  it('rules.md DMG-5: a "takes 20 less damage" Tool applies after Weakness', () => {
    // 60 ×2 = 120 − 20 = 100 (before Weakness it would be 80).
    expect(hit('m-fire60', 'Fire Fang', { card: 'm-leafguard', tools: ['m-guard'] }).damage).toBe(100)
  })

  it('rules.md DMG-5: an Energy card on the Defending Pokémon modifies damage too', () => {
    expect(hit('m-fire60', 'Fire Fang', { card: 'm-leafguard', energy: ['m-shield-energy'] }).damage).toBe(110)
  })

  it('rules.md DMG-5: an effect on the Defending Pokémon ("takes 30 less damage" marker) applies after Resistance', () => {
    const def = { card: 'm-leafguard', markers: [{ source: 'engine', key: 'reduce-damage', data: { amount: 30 } }] }
    // Shard 50 − 30 Resistance = 20 − 30 → nothing.
    expect(hit({ card: 'tera-basic', energy: ['energy-water'] }, 'Shard', def).damage).toBe(0)
  })

  it("rules.md DMG-5 / ATK-f: damage prevented by an effect on the Defending Pokémon still lets the attack's other effects happen", () => {
    const shield = { source: 'engine', key: 'prevent-damage', clearsOnMove: true }
    const d = game({ players: [{ active: 'm-status' }, { active: { card: 'big-basic', markers: [shield] } }] })
    attack(d, 'Stun Wave')
    expect(active(d.state, 1).damage).toBe(0)
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
  })
})

describe('rules.md DMG-6: counters per 10 damage, none at 0 or less', () => {
  it('rules.md DMG-6: 60 damage is 6 damage counters on the card', () => {
    const r = hit('m-fire60', 'Fire Fang', 'big-basic')
    expect(r.damage / 10).toBe(6)
    expect(eventsOf(r.events, 'damage')[0]).toMatchObject({ amount: 60, total: 60 })
  })

  it('rules.md DMG-6: when modifiers bring the damage to 0 or below, no counter is placed', () => {
    const r = hit('m-fire60', 'Nip', { card: 'big-basic', tools: ['m-guard'], damage: 50 })
    expect(r.damage).toBe(50)
    expect(eventsOf(r.events, 'damage')).toHaveLength(0)
  })

  for (const rules of RULES) {
    it(`rules.md DMG-6 / ATK-f (${rules}): Resistance brings the damage to 0, no counters, but the attack's Paralysis still applies`, () => {
      const d = game({ rules, players: [{ active: 'm-status' }, { active: 'au-psyresist' }] })
      attack(d, 'Stun Wave')
      expect(active(d.state, 1).damage).toBe(0)
      expect(d.events.some((e) => e.type === 'damage')).toBe(false)
      expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
    })
  }
})

describe('rules.md DMG-7: Weakness and Resistance never apply to Benched Pokémon', () => {
  function splash(benched: string) {
    const d = game({ players: [{ active: 'm-spreader' }, { active: 'fire-basic', bench: [benched] }] })
    attack(d, 'Bench Splash').pick((o) => o.kind === 'slot' && o.ref.zone === 'bench')
    return d
  }
  it('rules.md DMG-7: Weakness never applies to Benched Pokémon', () => {
    const d = splash('fire-basic')
    expect(bench(d.state, 1, 0).damage).toBe(30)
    // …while the Active of the same type, hit by the same attack, takes Weakness.
    expect(active(d.state, 1).damage).toBe(20)
  })
  it('rules.md DMG-7: Resistance never applies to Benched Pokémon', () => {
    const d = splash('m-leafguard')
    expect(bench(d.state, 1, 0).damage).toBe(30)
  })

  for (const rules of RULES) {
    it(`rules.md DMG-7 / §4.2 (${rules}): Bench damage ignores Weakness and Resistance while the Active takes them`, () => {
      // Spraywhale is Water; Flamelet is weak to Water.
      const d = game({ rules, players: [{ active: 'm-spreader' }, { active: 'fire-basic', bench: ['fire-basic'] }] })
      attack(d, 'Bench Splash').pick((o) => o.kind === 'slot' && o.ref.zone === 'bench')
      expect(active(d.state, 1).damage).toBe(20)
      expect(bench(d.state, 1, 0).damage).toBe(30)
    })
  }
})

describe('rules.md DMG-8: dual-type attackers', () => {
  it('rules.md DMG-8: Weakness to either of the attacker types applies', () => {
    // Steamling is Fire and Water; Blaze Crystal ex is a Fire Pokémon weak to Water.
    expect(hit('m-steam', 'Steam', 'm-tera-fire').damage).toBe(60)
  })
  it('rules.md DMG-8: Resistance to either of the attacker types applies', () => {
    // Splashling resists Fire −30: 30 − 30 = 0.
    expect(hit('m-steam', 'Steam', 'water-basic').damage).toBe(0)
  })
  it('rules.md DMG-8: weak to one type and resistant to the other: Weakness first, then Resistance', () => {
    // 30 ×2 = 60 − 30 = 30 (Resistance first would give (30−30)×2 = 0).
    expect(hit('m-steam', 'Steam', 'm-leafguard').damage).toBe(30)
  })
})

describe('rules.md §2 rows 21-23: Weakness, Resistance and modifier order per rule set', () => {
  it('rules.md §2 row 21: classic1999 Weakness doubles the damage when the card prints no amount', () => {
    expect(hit('m-fire60', 'Fire Fang', 'm-bareweak', 'classic1999').damage).toBe(120)
  })
  it('rules.md §2 row 21: modern uses the printed Weakness amount', () => {
    expect(hit('m-fire60', 'Nip', 'm-triple', 'modern').damage).toBe(30)
  })
  it('rules.md §2 row 22: classic1999 Resistance is −30 when the card prints no amount', () => {
    expect(hit({ card: 'tera-basic', energy: ['energy-water'] }, 'Shard', 'm-bareweak', 'classic1999').damage).toBe(20)
  })
  it('rules.md §2 row 22: modern uses the printed Resistance amount', () => {
    expect(hit({ card: 'tera-basic', energy: ['energy-water'] }, 'Shard', 'm-plusweak', 'modern').damage).toBe(30)
  })
  it('rules.md §2 row 23 / B-12: classic1999 applies Weakness before any other damage modifier', () => {
    // Nip 10 ×2 = 20, then the +10 attacker effect = 30 (modern: (10+10)×2 = 40).
    expect(hit({ card: 'm-fire60', tools: ['tool-boost'] }, 'Nip', 'm-leafguard', 'classic1999').damage).toBe(30)
    expect(hit({ card: 'm-fire60', tools: ['tool-boost'] }, 'Nip', 'm-leafguard', 'modern').damage).toBe(40)
  })
  it('rules.md §2 row 23: defender effects come after Weakness and Resistance in both rule sets', () => {
    for (const rules of ['modern', 'classic1999'] as const) {
      expect(hit('m-fire60', 'Fire Fang', { card: 'm-leafguard', tools: ['m-guard'] }, rules).damage).toBe(100)
    }
  })
  it('rules.md §2 row 23: an attack with printed 0 stops before modifiers in both rule sets', () => {
    for (const rules of ['modern', 'classic1999'] as const) {
      expect(hit({ card: 'm-spreader', tools: ['tool-boost'] }, 'Splash', 'm-leafguard', rules).damage).toBe(0)
    }
  })
})

describe('rules.md DMG-3, DMG-4: Weakness and Resistance apply to damage from attacks only', () => {
  // [002] "Falls die Attacke Schaden zufügt, …" / [001] "If the attack does damage, the Defending Pokémon takes more
  // damage if it has Weakness …": Weakness and Resistance belong to an attack's damage. An Ability's damage to the
  // opponent's Active Pokémon is not changed by them (docs/rulings/abilities-and-attack-effects.md).
  for (const rules of [...RULES, 'ex2003'] as const)
    it(`rules.md DMG-3, DMG-4 (${rules}): an Ability's 30 damage takes no Weakness and no Resistance`, () => {
      for (const defender of ['m-leafguard', 'water-basic']) {
        // Leafguard is weak to Fire (×2); Splashling resists Fire (−30). Flarecaster is a Fire Pokémon.
        const d = game({ rules, players: [{ active: 'm-flare-ability' }, { active: defender }] })
        d.pick('Use Flare Burst')
        expect(active(d.state, 1).damage).toBe(30)
      }
    })
})

describe('rules.md DMG-3: Weakness and Resistance are those of the Defending Pokémon', () => {
  for (const rules of ['modern', 'classic1999'] as const)
    it(`rules.md DMG-3, DMG-4 (${rules}): damage an attack does to the attacker's own Active Pokémon takes no Weakness`, () => {
      const d = game({
        rules,
        players: [{ active: 'm-backfire' }, { active: 'big-basic', bench: ['colorless-basic'] }],
      })
      attack(d, 'Backfire')
      expect(active(d.state, 0).damage).toBe(30)
    })

  it('rules.md DMG-3: damage an attacker does to itself is not doubled by its own Weakness (it is not the Defending Pokémon)', () => {
    const d = game({ players: [{ active: 'au-psyrecoil' }, { active: 'big-basic' }] })
    attack(d, 'Wild Head')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(20)
  })
})
