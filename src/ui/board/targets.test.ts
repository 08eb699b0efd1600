import { describe, expect, it } from 'vitest'
import { cardDb } from '../../cards/registry'
import {
  actionForDrop,
  defenderDrop,
  dropHint,
  dropsOf,
  guessAction,
  PLAY_ZONE,
  refOfDrop,
  slotDrop,
  STADIUM_ZONE,
} from './targets'

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

describe('the places of a 2-on-2 Battle (seed 003 Appendix A: two Active Spots a side)', () => {
  it('name the second Active Spot apart from the first, and read back', () => {
    const second = { seat: 0, zone: 'active', spot: 1 } as const
    expect(slotDrop(second)).toBe('slot:0:active:1')
    expect(slotDrop({ seat: 1, zone: 'active' })).toBe('slot:1:active')
    expect(refOfDrop('slot:0:active:1')).toEqual(second)
    expect(refOfDrop('slot:1:active')).toEqual({ seat: 1, zone: 'active' })
    expect(refOfDrop('slot:1:bench:3')).toEqual({ seat: 1, zone: 'bench', index: 3 })
    expect(refOfDrop('slot:0:active:2')).toBeNull()
    expect(refOfDrop('zone:bench')).toBeNull()
  })
  it('an Energy dropped on the second Active means attaching it there; the second Active retreats from its spot', () => {
    const grass = db.get('ex1-104')
    expect(guessAction(5, grass, 'slot:0:active:1', false)).toEqual({
      type: 'attach-energy',
      card: 5,
      target: { seat: 0, zone: 'active', spot: 1 },
    })
    expect(guessAction(9, null, 'slot:0:bench:1', true, 1)).toEqual({ type: 'retreat', to: 1, from: 1 })
    expect(guessAction(9, null, 'slot:0:bench:1', true)).toEqual({ type: 'retreat', to: 1 })
  })
  it('an attack on the opponent’s second Active lights that Pokémon up', () => {
    expect(defenderDrop({ type: 'attack', index: 0, attacker: 1, target: 1 })).toBe('slot:1:active:1')
    expect(defenderDrop({ type: 'attack', index: 0 })).toBe('slot:1:active')
  })
})
