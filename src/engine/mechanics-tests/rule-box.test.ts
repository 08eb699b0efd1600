/**
 * rules.md §3: which Pokémon count as "Pokémon V" and as "Pokémon with a Rule Box" for card effects (isPokemonV,
 * hasRuleBox), beside the Prize counts of KO-3 tested in knockout.test.ts.
 */
import { describe, expect, it } from 'vitest'
import type { PokemonDef } from '../api/card'
import { hasRuleBox, isPokemonV, prizeValue } from '../api/card'
import { mechDb } from './cards'
import { active, attack, bench, game, hasAttack } from './helpers'

const db = mechDb()
const poke = (id: string): PokemonDef => db.get(id) as PokemonDef

describe('rules.md §3: Pokémon V and Rule Box Pokémon', () => {
  it('rules.md §3 Pokémon VSTAR / VMAX / V-UNION: they count as Pokémon V; plain, ex, EX, GX and Radiant Pokémon do not', () => {
    expect(['v-basic', 'vstar', 'vmax', 'm-vunion'].map((id) => isPokemonV(poke(id)))).toEqual([true, true, true, true])
    expect(
      ['fire-basic', 'ex-basic', 'tera-basic', 'ex-big', 'gx-basic', 'radiant'].map((id) => isPokemonV(poke(id))),
    ).toEqual([false, false, false, false, false, false])
  })

  it('rules.md §3 Radiant / V-UNION / Rule Box Pokémon: Radiant, V-UNION, ex, V and the rest carry a rule box; a plain Pokémon does not', () => {
    for (const id of [
      'radiant',
      'm-vunion',
      'ex-basic',
      'tera-basic',
      'ex-big',
      'mega',
      'gx-basic',
      'tagteam',
      'v-basic',
      'vstar',
      'vmax',
    ])
      expect(hasRuleBox(poke(id)), id).toBe(true)
    expect(hasRuleBox(poke('fire-basic'))).toBe(false)
  })

  it('rules.md §3 Radiant: a Radiant Pokémon has a rule box but gives 1 Prize card', () => {
    expect(prizeValue(poke('radiant'))).toBe(1)
  })

  it('rules.md §3 (Radiant: never evolves), N-4: a Stage 1 that evolves from Flamelet cannot evolve Radiant Flamelet', () => {
    const d = game({
      players: [{ active: 'radiant', bench: ['fire-basic'], hand: ['fire-stage1'] }, { active: 'big-basic' }],
    })
    expect(d.labels().filter((l) => l.startsWith('Evolve'))).toEqual(['Evolve Flamelet into Flamewing'])
  })
})

describe('rules.md §3 Rule Box Pokémon and Abilities', () => {
  const lock = { card: 'a-rulebox-lock', owner: 1 as const }
  it('rules.md §3 (Rule Box Pokémon, VSTAR Power Ability): "Rule Box Pokémon lose Abilities" stops a VSTAR Power Ability and a Radiant\'s Ability, not a plain Pokémon\'s', () => {
    const d = game({
      stadium: lock,
      players: [
        { active: { card: ['m-v', 'm-vstar'] }, bench: ['a-radiant-seer', { card: ['a-seedling', 'a-sprout'] }] },
        { active: 'big-basic' },
      ],
    })
    expect(d.has('Use Star Draw')).toBe(false)
    expect(d.has('Use Radiant Sight')).toBe(false)
    expect(d.has('Use Green Draw')).toBe(true)
    const free = game({
      players: [{ active: { card: ['m-v', 'm-vstar'] }, bench: ['a-radiant-seer'] }, { active: 'big-basic' }],
    })
    expect(free.has('Use Star Draw')).toBe(true)
    expect(free.has('Use Radiant Sight')).toBe(true)
  })
  it('rules.md §3 (Tera), AB-2: the Tera Bench protection is a rule, not an Ability: blocking Abilities of Rule Box Pokémon does not remove it', () => {
    const d = game({
      stadium: lock,
      players: [{ active: 'm-spreader' }, { active: 'big-basic', bench: ['tera-basic'] }],
    })
    attack(d, 'Bench Splash').pick('Crystal ex')
    expect(bench(d.state, 1, 0).damage).toBe(0)
  })
  it('rules.md §3 (VSTAR Power attack), AB-2: a VSTAR Power attack is an attack, not an Ability: blocking Abilities does not stop it', () => {
    const d = game({ stadium: lock, players: [{ active: { card: ['m-v', 'm-vstar'] } }, { active: 'big-basic' }] })
    expect(hasAttack(d, 'Star Burst')).toBe(true)
    attack(d, 'Star Burst')
    expect(active(d.state, 1).damage).toBe(50)
  })
})
