/**
 * Issue 20 ("see why things happen"): an attack's damage event says how the damage came about (rules.md 1.8, the
 * steps DMG-2…DMG-5 that changed it), and an attack whose damage came to nothing says what prevented it.
 */
import { describe, expect, it } from 'vitest'
import { active, attack, eventsOf, game } from './helpers'

describe('rules.md 1.8: the damage event explains the damage', () => {
  it('rules.md DMG-3 / DMG-5: Weakness ×2, then −20 from the Tool, named in order', () => {
    // Snipe 20 → ×2 Weakness = 40 → −20 Tool = 20.
    const d = game({ players: [{ active: 'm-spreader' }, { active: { card: 'fire-basic', tools: ['m-guard'] } }] })
    attack(d, 'Snipe').pick((o) => o.kind === 'slot' && o.ref.zone === 'active')
    expect(active(d.state, 1).damage).toBe(20)
    expect(eventsOf(d.events, 'damage')[0]).toMatchObject({
      amount: 20,
      why: {
        base: 20,
        steps: [
          { kind: 'weakness', after: 40 },
          { kind: 'defender', after: 20, by: { def: 'm-guard' } },
        ],
      },
    })
  })

  it('rules.md DMG-1: plain damage that nothing changed carries no explanation', () => {
    const d = game({ players: [{ active: 'm-fire60' }, { active: 'big-basic' }] })
    attack(d, 'Fire Fang')
    const [hit] = eventsOf(d.events, 'damage')
    expect(hit).toMatchObject({ amount: 60 })
    expect(hit?.why).toBeUndefined()
  })

  it('rules.md DMG-5 / DMG-6: damage prevented by an effect is reported with its source, and no damage event', () => {
    const shield = { source: 'engine', key: 'prevent-damage', clearsOnMove: true }
    const d = game({ players: [{ active: 'm-fire60' }, { active: { card: 'big-basic', markers: [shield] } }] })
    attack(d, 'Fire Fang')
    expect(active(d.state, 1).damage).toBe(0)
    expect(eventsOf(d.events, 'damage')).toEqual([])
    expect(eventsOf(d.events, 'damage-prevented')).toEqual([
      expect.objectContaining({ base: 60, target: { seat: 1, zone: 'active' }, by: { def: 'engine' } }),
    ])
  })
})
