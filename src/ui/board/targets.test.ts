import { describe, expect, it } from 'vitest'
import { cardDb } from '../../cards/registry'
import { actionForDrop, dropHint, dropsOf, guessAction, PLAY_ZONE, STADIUM_ZONE } from './targets'

const db = cardDb()
const helix = db.get('sv3pt5-153') // Antique Helix Fossil: an Item played onto the Bench as a Pokémon
const band = db.get('sv3pt5-165') // Rigid Band: a Pokémon Tool

describe('an illegal drop of a modern Trainer', () => {
  it('means benching a fossil dropped on the play area, so the store can say why it is refused', () => {
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

describe('a drop means what the place means (issue 19)', () => {
  const daisy = db.get('sv3pt5-158') // Daisy's Help: a Supporter
  const road = db.get('sv3pt5-157') // Cycling Road: a Stadium
  const doduo = db.get('sv3pt5-84') // a Basic Pokémon
  const playDaisy = { type: 'play-trainer', card: 3 } as const
  const playRoad = { type: 'play-trainer', card: 4 } as const

  it('a Trainer dropped on a Pokémon is not played, even when it could be', () => {
    expect(actionForDrop([playDaisy], 'slot:1:active', daisy)).toBeNull()
    expect(actionForDrop([playDaisy], 'slot:0:bench:1', daisy)).toBeNull()
    expect(guessAction(3, daisy, 'slot:1:active', false)).toBeNull()
    expect(dropHint(daisy, false)).toBe("Drop Daisy's Help on the table to play it")
    expect(actionForDrop([playDaisy], PLAY_ZONE, daisy)).toEqual(playDaisy)
  })
  it('the Stadium place takes Stadiums, and only Stadiums', () => {
    expect(dropsOf(playRoad, road)).toEqual([PLAY_ZONE, STADIUM_ZONE])
    expect(actionForDrop([playRoad], STADIUM_ZONE, road)).toEqual(playRoad)
    expect(guessAction(4, road, STADIUM_ZONE, false)).toEqual(playRoad) // not listed: the store says why
    expect(actionForDrop([playDaisy], STADIUM_ZONE, daisy)).toBeNull()
    expect(guessAction(3, daisy, STADIUM_ZONE, false)).toBeNull()
  })
  it('a Basic goes to your Bench only; a fossil to your Bench or the play area; the Active retreats to your Bench', () => {
    const bench = { type: 'bench', card: 5 } as const
    expect(actionForDrop([bench], 'slot:1:bench:0', doduo)).toBeNull()
    expect(actionForDrop([bench], PLAY_ZONE, doduo)).toBeNull()
    expect(guessAction(5, doduo, 'slot:1:active', false)).toBeNull()
    expect(actionForDrop([bench], 'slot:0:bench:0', doduo)).toEqual(bench)
    expect(guessAction(7, helix, 'slot:1:active', false)).toBeNull()
    expect(guessAction(0, null, 'slot:1:bench:0', true)).toBeNull()
    expect(guessAction(0, null, 'slot:0:bench:0', true)).toEqual({ type: 'retreat', to: 0 })
  })
})
