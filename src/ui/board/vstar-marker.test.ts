import { describe, expect, it } from 'vitest'
import { viewFor } from '../../engine'
import { engine, game } from '../../engine/mechanics-tests/helpers'
import { showsVstarMarkers } from './vstar-marker'

const def = (id: string) => engine.db.get(id)

describe('the VSTAR markers on the table (rules.md §3 Pokémon VSTAR)', () => {
  it('show in every Sword & Shield game, for both players, before any VSTAR is seen', () => {
    const d = game({ rules: 'swsh', players: [{ active: 'big-basic' }, { active: 'big-basic' }] })
    expect(showsVstarMarkers(viewFor(d.state, 0, engine.db), def)).toBe(true)
    expect(showsVstarMarkers(viewFor(d.state, 1, engine.db), def)).toBe(true)
  })

  it('stay away from other games until a VSTAR shows, then show to both players', () => {
    const plain = game({ players: [{ active: 'big-basic' }, { active: 'big-basic' }] })
    expect(showsVstarMarkers(viewFor(plain.state, 0, engine.db), def)).toBe(false)
    const vstar = game({
      players: [{ active: 'big-basic', bench: [{ card: ['m-v', 'm-vstar'] }] }, { active: 'big-basic' }],
    })
    expect(showsVstarMarkers(viewFor(vstar.state, 0, engine.db), def)).toBe(true)
    expect(showsVstarMarkers(viewFor(vstar.state, 1, engine.db), def)).toBe(true)
  })

  it("a VSTAR in the opponent's hand does not give it away", () => {
    const d = game({ players: [{ active: 'big-basic' }, { active: 'big-basic', hand: ['m-vstar'] }] })
    expect(showsVstarMarkers(viewFor(d.state, 0, engine.db), def)).toBe(false)
    expect(showsVstarMarkers(viewFor(d.state, 1, engine.db), def)).toBe(true)
  })
})
