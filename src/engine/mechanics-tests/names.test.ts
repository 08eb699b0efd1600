/**
 * rules.md §1.14 What counts as a name (N-1…N-6), through deck validation and evolution matching.
 * N-7 (Pokémon SP owner symbols) and N-8 (old "Entsteht aus" wording) are card-data conventions: the symbol is
 * simply part of the card's name string and every wording maps to `evolvesFrom`, so there is no engine behaviour
 * beyond what N-2 and N-6 test.
 */
import { describe, expect, it } from 'vitest'
import { validateDeck } from '../deck'
import { countingName } from '../rules/names'
import { engine, game } from './helpers'

const db = engine.db
/** A 60-card deck: the given cards plus basic Fire Energy. */
const deck = (...cards: string[]) => [...cards, ...Array.from({ length: 60 - cards.length }, () => 'energy-fire')]
const times = (n: number, id: string) => Array.from({ length: n }, () => id)
const tooMany = (list: string[]) => validateDeck(db, list).errors.filter((e) => e.startsWith('Too many'))

describe('rules.md N-1: level is not part of the name', () => {
  it('rules.md N-1: Gengar, Gengar LV.43, Gengar LV.44 and Gengar LV.X count as one name (4 in total)', () => {
    expect(validateDeck(db, deck('n-gengar', 'n-gengar-lv43', 'n-gengar-lv44', 'n-gengar-lvx')).ok).toBe(true)
    expect(tooMany(deck('n-gengar', 'n-gengar', 'n-gengar-lv43', 'n-gengar-lv44', 'n-gengar-lvx'))).toEqual([
      'Too many cards named "Gengar": 5 (at most 4).',
    ])
  })
})

describe('rules.md N-2: symbols are part of the name, except δ', () => {
  it('rules.md N-2: Alakazam and Alakazam ☆ are different names', () => {
    expect(validateDeck(db, deck(...times(4, 'n-alakazam'), 'n-alakazam-star')).ok).toBe(true)
  })
  it('rules.md N-2: δ is not part of the name: Aerodactyl and Aerodactyl δ share the 4-copy limit', () => {
    expect(tooMany(deck(...times(3, 'n-aerodactyl'), ...times(2, 'n-aerodactyl-delta')))).toHaveLength(1)
  })
})

describe('rules.md N-3: owner and form names are part of the name', () => {
  it("rules.md N-3: 4 Meowth, 4 Alolan Meowth and 4 Rocket's Meowth are legal together", () => {
    expect(
      validateDeck(db, deck(...times(4, 'n-meowth'), ...times(4, 'n-alolan-meowth'), ...times(4, 'n-rocket-meowth')))
        .ok,
    ).toBe(true)
    expect(tooMany(deck(...times(5, 'n-alolan-meowth')))).toHaveLength(1)
  })
})

describe('rules.md N-4: suffixes ex, EX, GX, V, VSTAR… are part of the name', () => {
  it('rules.md N-4: 4 Magnezone ex + 4 Magnezone-EX + 4 Magnezone is legal ("ex" ≠ "EX")', () => {
    expect(
      validateDeck(db, deck(...times(4, 'n-magnezone-ex'), ...times(4, 'n-magnezone-EX'), ...times(4, 'n-magnezone')))
        .ok,
    ).toBe(true)
  })
  it('rules.md N-4: Shaymin, Shaymin V and Shaymin VSTAR are three names', () => {
    expect(
      validateDeck(db, deck(...times(4, 'n-shaymin'), ...times(4, 'n-shaymin-v'), ...times(4, 'n-shaymin-vstar'))).ok,
    ).toBe(true)
  })
})

describe('rules.md N-5: "Team Plasma" is not part of the name', () => {
  it('rules.md N-5: 4 Team Plasma Liepard leave no room for another Liepard', () => {
    // Card data keeps "Team Plasma" as a tag (rules.md §3), so the name is plain "Liepard".
    expect(tooMany(deck(...times(4, 'n-plasma-liepard'), 'n-liepard'))).toEqual([
      'Too many cards named "Liepard": 5 (at most 4).',
    ])
  })
})

describe('rules.md N-6: evolution matching is exact by name', () => {
  const canEvolve = (base: string, evo: string) => {
    const d = game({ players: [{ active: base, hand: [evo] }, { active: 'big-basic' }] })
    return d.labels().some((l) => l.startsWith('Evolve'))
  }
  it('rules.md N-6: Graveler evolves from Geodude and from Geodude LV.12 (level is not part of the name)', () => {
    expect(canEvolve('n-geodude', 'n-graveler')).toBe(true)
    expect(canEvolve('n-geodude-lv12', 'n-graveler')).toBe(true)
  })
  it("rules.md N-6: Graveler does not evolve from Brock's Geodude", () => {
    expect(canEvolve('n-brock-geodude', 'n-graveler')).toBe(false)
  })
  it("rules.md N-6: Brock's Sandslash evolves only from Brock's Sandshrew", () => {
    expect(canEvolve('n-brock-sandshrew', 'n-brock-sandslash')).toBe(true)
    expect(canEvolve('n-sandshrew', 'n-brock-sandslash')).toBe(false)
  })
  it('rules.md N-6: Shaymin VSTAR evolves only from Shaymin V, not from Shaymin', () => {
    expect(canEvolve('n-shaymin-v', 'n-shaymin-vstar')).toBe(true)
    expect(canEvolve('n-shaymin', 'n-shaymin-vstar')).toBe(false)
  })
  it('rules.md N-6: Alolan Persian evolves only from Alolan Meowth', () => {
    expect(canEvolve('n-alolan-meowth', 'n-alolan-persian')).toBe(true)
    expect(canEvolve('n-meowth', 'n-alolan-persian')).toBe(false)
    expect(canEvolve('n-rocket-meowth', 'n-alolan-persian')).toBe(false)
  })
  it('rules.md N-6 / N-2: δ is not part of the name, so Dragonair evolves from Dratini δ', () => {
    expect(canEvolve('n-dratini-delta', 'n-dragonair')).toBe(true)
  })
})

describe('rules.md N-9: a character subtitle is not part of the name', () => {
  it("rules.md N-9: Professor's Research (Professor Magnolia) counts as Professor's Research", () => {
    expect(countingName("Professor's Research (Professor Magnolia)")).toBe("Professor's Research")
    expect(countingName("Boss's Orders (Ghetsis)")).toBe("Boss's Orders")
    expect(countingName('Gengar LV.X')).toBe('Gengar')
  })
})
