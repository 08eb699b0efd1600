import { describe, expect, it } from 'vitest'
import { isBasicEnergy, makeCardDb, validateDeck } from '../../../engine'
import { CARDS as SVE } from '../cards'
import { SV_ENERGY } from '../ids'

describe('Scarlet & Violet basic Energy (sve)', () => {
  it('sixteen prints: the eight types, then the same eight again, each basic and providing its own type', () => {
    const types = SVE.map((e) => (e.provides[0]!.types === 'any' ? 'any' : e.provides[0]!.types.join()))
    expect(types.slice(0, 8)).toEqual([
      'grass',
      'fire',
      'water',
      'lightning',
      'psychic',
      'fighting',
      'darkness',
      'metal',
    ])
    expect(types.slice(8)).toEqual(types.slice(0, 8))
    expect(SVE.every(isBasicEnergy)).toBe(true)
    expect(SVE.map((e) => e.name)).toContain('Basic Fire Energy')
    expect(SV_ENERGY.fire).toBe('sve-2')
  })

  it('a deck may hold any number of them (basic Energy is exempt from the four-copy rule)', () => {
    const db = makeCardDb([
      ...SVE,
      {
        kind: 'pokemon',
        id: 't-1',
        name: 'Testmon',
        set: 't',
        number: '1',
        stage: 'basic',
        hp: 60,
        types: ['fire'],
        attacks: [],
        retreat: 1,
      },
    ])
    const deck = ['t-1', ...Array<string>(30).fill(SV_ENERGY.fire), ...Array<string>(29).fill('sve-10')]
    expect(validateDeck(db, deck, 'modern')).toEqual({ ok: true, errors: [] })
  })
})
