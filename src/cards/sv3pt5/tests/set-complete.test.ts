import { describe, expect, it } from 'vitest'
import { cardDb } from '../../registry'
import { sv } from './helpers'

describe('Scarlet & Violet—151 is complete', () => {
  it('every id sv3pt5-1 … sv3pt5-207 and sve-1 … 16 is in the card database', () => {
    const db = cardDb()
    const ids = [
      ...Array.from({ length: 207 }, (_, i) => sv(i + 1)),
      ...Array.from({ length: 16 }, (_, i) => `sve-${i + 1}`),
    ]
    const missing = ids.filter((id) => !db.has(id))
    expect(missing, `missing: ${missing.join(', ')}`).toEqual([])
  })

  it('alternate-art prints play exactly like the card they reprint', () => {
    const db = cardDb()
    const zapdos = db.get(sv(145))
    const print = db.get(sv(202))
    expect(print.name).toBe('Zapdos ex')
    expect({ ...print, id: zapdos.id, number: zapdos.number }).toEqual(zapdos)
  })
})
