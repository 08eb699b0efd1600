import { describe, expect, it } from 'vitest'
import { engine, game } from '../engine/mechanics-tests/helpers'
import { VstarWatch } from './vstar-tally'

// Sparkle VSTAR (m-vstar): Star Burst, a VSTAR Power attack for 50; Star Draw, a VSTAR Power Ability; Twinkle 10.
const start = () =>
  game({ players: [{ active: { card: ['m-v', 'm-vstar'] } }, { active: { card: 'big-basic', damage: 160 } }] })

describe('the arena VSTAR tally (issue 15: a VSTAR Power at a good moment)', () => {
  it('counts a Power on offer, kept at the first chance, then used with a Knock Out', () => {
    const d = start()
    const w = new VstarWatch(engine.db)
    const label = (l: string) => d.state.pending!.options.find((o) => o.label === l)
    w.menu(d.state, 0, d.state.pending!.options, label('Attack: Twinkle'))
    expect(w.tally[0]).toMatchObject({ offered: 1, used: 0 })
    w.menu(d.state, 0, d.state.pending!.options, label('Attack: Star Burst'))
    const before = d.events.length
    const turn = d.state.turn
    d.pick('Attack: Star Burst')
    w.after(0, d.events.slice(before))
    expect(w.tally[0]).toEqual({ offered: 1, used: 1, firstChance: 0, knockOuts: 1, turnSum: turn })
    expect(w.tally[1].offered).toBe(0)
  })

  it('counts an Ability Power used at the first chance, and nothing after it is spent', () => {
    const d = start()
    const w = new VstarWatch(engine.db)
    const options = d.state.pending!.options
    w.menu(
      d.state,
      0,
      options,
      options.find((o) => o.label === 'Use Star Draw'),
    )
    w.menu(
      d.state,
      0,
      options,
      options.find((o) => o.label === 'Attack: Star Burst'),
    )
    expect(w.tally[0]).toMatchObject({ offered: 1, used: 1, firstChance: 1, knockOuts: 0 })
  })

  it('counts a Knock Out that comes after the last question of a Power attack, once however many it Knocks Out', () => {
    const w = new VstarWatch(engine.db)
    const card = { uid: 1, def: 'm-vstar' }
    const ko = (uid: number) =>
      ({
        type: 'knock-out',
        seat: 1,
        pokemon: { uid, def: 'big-basic' },
        from: { seat: 1, zone: 'bench', index: 0 },
      }) as const
    w.after(0, [{ type: 'attack', seat: 0, pokemon: card, attack: 'Star Burst', power: 'vstar' }])
    w.after(0, [ko(2), ko(3)])
    w.after(1, [{ type: 'turn-start', seat: 1, turn: 4 }, ko(4)])
    expect(w.tally[0].knockOuts).toBe(1)
  })
})
