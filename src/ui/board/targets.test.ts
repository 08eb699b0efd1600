import { describe, expect, it } from 'vitest'
import { cardDb } from '../../cards/registry'
import { dropHint, guessAction } from './targets'

const db = cardDb()
const helix = db.get('sv3pt5-153') // Antique Helix Fossil: an Item played onto the Bench as a Pokémon
const band = db.get('sv3pt5-165') // Rigid Band: a Pokémon Tool

describe('an illegal drop of a modern Trainer', () => {
  it('means benching a fossil wherever it lands, so the store can say why it is refused', () => {
    expect(guessAction(7, helix, 'zone:play', false)).toEqual({ type: 'bench', card: 7 })
    expect(dropHint(helix, false)).toBe('Drop Antique Helix Fossil on your Bench')
  })
  it('means attaching a Tool to the Pokémon it was dropped on', () => {
    expect(guessAction(8, band, 'slot:1:bench:2', false)).toEqual({
      type: 'attach-tool',
      card: 8,
      target: { seat: 1, zone: 'bench', index: 2 },
    })
    expect(dropHint(band, false)).toBe('Drop Rigid Band on one of your Pokémon')
  })
})
