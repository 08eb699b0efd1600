/**
 * rules.md §3: which Pokémon count as "Pokémon V" and as "Pokémon with a Rule Box" for card effects (isPokemonV,
 * hasRuleBox), beside the Prize counts of KO-3 tested in knockout.test.ts.
 */
import { describe, expect, it } from 'vitest'
import type { PokemonDef } from '../api/card'
import { hasRuleBox, isPokemonV, prizeValue } from '../api/card'
import { mechDb } from './cards'

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
})
