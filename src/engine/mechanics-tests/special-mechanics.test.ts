/**
 * rules.md §3 special mechanics the engine owns. Multi-Prize rule boxes (ex/EX/GX/V/VSTAR/VMAX/V-UNION/TAG TEAM)
 * are tested in knockout.test.ts (KO-3), Prism Star Knock Outs there too (KO-2).
 */
import { describe, expect, it } from 'vitest'
import type { Driver } from '../testing/scenario'
import { active, attack, bench, engine, eventsOf, game, hasAttack, pile } from './helpers'

/** Change the state behind a driver (before any choice) and recompute the menu. */
function tweak(d: Driver, f: (s: Driver['state']) => void): Driver {
  f(d.state)
  d.state = engine.resume(d.state).state
  return d
}

describe('rules.md §3 Pokémon VSTAR: one VSTAR Power per player per game', () => {
  const vstar = { card: ['m-v', 'm-vstar'] }
  it('rules.md §3 VSTAR: after a VSTAR Power attack, neither VSTAR Power can be used again that game', () => {
    const d = game({
      players: [{ active: vstar, deck: ['energy-fire', 'energy-fire', 'energy-fire'] }, { active: 'big-basic' }],
    })
    expect(hasAttack(d, 'Star Burst')).toBe(true)
    expect(d.has('Use Star Draw')).toBe(true)
    attack(d, 'Star Burst').pick('End turn')
    expect(d.state.current).toBe(0)
    expect(hasAttack(d, 'Star Burst')).toBe(false)
    expect(d.has('Use Star Draw')).toBe(false)
    expect(hasAttack(d, 'Twinkle')).toBe(true)
  })
  it('rules.md §3 VSTAR: a VSTAR Power Ability uses up the VSTAR Power attack too', () => {
    const d = game({ players: [{ active: vstar }, { active: 'big-basic' }] })
    d.pick('Use Star Draw')
    expect(hasAttack(d, 'Star Burst')).toBe(false)
    expect(d.has('Use Star Draw')).toBe(false)
  })
  it('rules.md §3 VSTAR: whatever the number of VSTARs, one per player: another VSTAR cannot use its Power either', () => {
    const d = game({ players: [{ active: vstar, bench: [vstar] }, { active: 'big-basic' }] })
    d.pick('Use Star Draw')
    expect(d.has('Use Star Draw')).toBe(false)
  })
  it('rules.md §3 VSTAR: the limit is per player: the opponent can still use theirs', () => {
    const d = game({ players: [{ active: vstar }, { active: vstar }] })
    attack(d, 'Star Burst')
    expect(d.state.current).toBe(1)
    expect(hasAttack(d, 'Star Burst')).toBe(true)
  })
})

describe('rules.md §3 Pokémon-GX: one GX attack per player per game', () => {
  it('rules.md §3 GX: after a GX attack, no GX attack can be used again that game', () => {
    const d = game({ players: [{ active: 'm-gx' }, { active: 'big-basic' }] })
    attack(d, 'Shade GX').pick('End turn')
    expect(hasAttack(d, 'Shade GX')).toBe(false)
    expect(hasAttack(d, 'Shade Tap')).toBe(true)
  })
  it('rules.md §3 GX, ATK-a, ATK-c (decision): a GX attack is used up when declared, even if Confusion tails stops it', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: 'm-gx', conditions: ['confused'] } }, { active: 'big-basic' }],
    })
    attack(d, 'Shade GX')
    expect(active(d.state, 0).damage).toBe(30)
    expect(active(d.state, 1).damage).toBe(0)
    expect(d.state.players[0].gxUsed).toBe(true)
    d.pick('End turn')
    expect(hasAttack(d, 'Shade GX')).toBe(false)
  })
  it('rules.md §3 GX: the limit is per player', () => {
    const d = game({ players: [{ active: 'm-gx' }, { active: 'm-gx' }] })
    attack(d, 'Shade GX')
    expect(hasAttack(d, 'Shade GX')).toBe(true)
  })
  it('rules.md §7.6: the GX and VSTAR limits are separate', () => {
    const d = tweak(
      game({ players: [{ active: { card: ['m-v', 'm-vstar'] }, bench: ['m-gx'] }, { active: 'big-basic' }] }),
      (s) => {
        s.players[0].gxUsed = true
      },
    )
    expect(hasAttack(d, 'Star Burst')).toBe(true)
    const g = tweak(game({ players: [{ active: 'm-gx' }, { active: 'big-basic' }] }), (s) => {
      s.players[0].vstarUsed = true
    })
    expect(hasAttack(g, 'Shade GX')).toBe(true)
  })
})

describe('rules.md §3 Mega Evolution: the turn ends at once', () => {
  it("rules.md §3 Mega Evolution: Mega Evolving ends the turn (no attack), Checkup runs, the opponent's turn starts", () => {
    const d = game({
      players: [{ active: 'ex-big', hand: ['mega'] }, { active: { card: 'big-basic', conditions: ['poisoned'] } }],
    })
    d.pick('Evolve Titan-EX into M Titan-EX')
    expect(eventsOf(d.events, 'attack')).toEqual([])
    expect(active(d.state, 1).damage).toBe(10) // Poison at the Checkup
    expect(d.state.current).toBe(1)
    expect(eventsOf(d.events, 'turn-start')).toEqual([expect.objectContaining({ seat: 1 })])
  })
  it('rules.md §3 Mega Evolution: an ordinary evolution does not end the turn', () => {
    const d = game({ players: [{ active: 'fire-basic', hand: ['fire-stage1'] }, { active: 'big-basic' }] })
    d.pick('Evolve Flamelet into Flamewing')
    expect(d.state.current).toBe(0)
    expect(d.state.pending?.ask).toBe('main')
  })
})

describe('rules.md §3 BREAK Evolution', () => {
  const breakMon = (extra: object = {}) => ({
    card: ['fire-basic', 'fire-stage1', 'break'],
    energy: ['energy-fire', 'energy-fire'],
    ...extra,
  })
  it("rules.md §3 BREAK: keeps the earlier stage's attacks and adds its own", () => {
    const d = game({ players: [{ active: breakMon(), bench: ['big-basic'] }, { active: 'big-basic' }] })
    const attacks = d.labels().filter((l) => l.startsWith('Attack'))
    expect(attacks).toEqual(['Attack: Flame Tail', 'Attack: Break Burn'])
  })
  it("rules.md §3 BREAK: keeps the earlier stage's Weakness (Water) and uses its own HP (130)", () => {
    const d = game({
      players: [
        { active: { card: 'water-basic', energy: ['energy-water'] } },
        { active: breakMon({ damage: 80 }), bench: ['big-basic'] },
      ],
    })
    attack(d, 'Bubble')
    expect(active(d.state, 1).damage).toBe(120) // 20 ×2: Weakness kept; 120 < 130 HP so no Knock Out
    expect(eventsOf(d.events, 'knock-out')).toEqual([])
  })
  it("rules.md §3 BREAK: keeps the earlier stage's Retreat Cost (1, not the BREAK card's 0)", () => {
    const none = game({
      players: [{ active: breakMon({ energy: [] }), bench: ['big-basic'] }, { active: 'big-basic' }],
    })
    expect(none.labels().some((l) => l.startsWith('Retreat'))).toBe(false)
    const one = game({
      players: [{ active: breakMon({ energy: ['energy-fire'] }), bench: ['big-basic'] }, { active: 'big-basic' }],
    })
    one.pick('Retreat')
    expect(pile(one.state, 0, 'discard')).toEqual(['energy-fire'])
  })
})

describe('rules.md §3 Tera Pokémon ex: no attack damage on the Bench', () => {
  it('rules.md §3 Tera: damage from attacks to a Benched Tera Pokémon ex is prevented', () => {
    const d = game({ players: [{ active: 'm-spreader' }, { active: 'big-basic', bench: ['tera-basic'] }] })
    attack(d, 'Bench Splash').pick('Crystal ex')
    expect(bench(d.state, 1, 0).damage).toBe(0)
    expect(active(d.state, 1).damage).toBe(10)
  })
  it('rules.md §3 Tera / §7.5: putting damage counters on a Benched Tera Pokémon ex is not prevented', () => {
    const d = game({ players: [{ active: 'm-spreader' }, { active: 'big-basic', bench: ['tera-basic'] }] })
    attack(d, 'Curse Drops').pick('Crystal ex')
    expect(bench(d.state, 1, 0).damage).toBe(30)
  })
  it('rules.md §3 Tera: in the Active Spot it takes attack damage normally', () => {
    const d = game({ players: [{ active: 'm-spreader' }, { active: 'tera-basic', bench: ['big-basic'] }] })
    attack(d, 'Snipe').pick('Crystal ex')
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('rules.md §3 Pokémon Tool: one per Pokémon', () => {
  it('rules.md §3 Tool: a Pokémon that has a Tool cannot get another', () => {
    const d = game({
      players: [
        {
          active: { card: 'big-basic', tools: ['m-guard'] },
          bench: ['grass-basic'],
          hand: ['tool-boost', 'tool-boost'],
        },
        { active: 'big-basic' },
      ],
    })
    const attachLabels = () => d.labels().filter((l) => l.startsWith('Attach Power Band'))
    expect(attachLabels()).toEqual(['Attach Power Band to Leaflet', 'Attach Power Band to Leaflet'])
    d.pick('Attach Power Band to Leaflet')
    expect(attachLabels()).toEqual([])
    expect(bench(d.state, 0, 0).tools).toHaveLength(1)
  })
})

describe('rules.md §3 Special Energy: one card can provide several units', () => {
  it('rules.md §3 Special Energy: Twin Fire Energy alone pays a Fire + Colorless cost', () => {
    const d = game({ players: [{ active: { card: 'fire-basic', energy: ['m-twin-fire'] } }, { active: 'big-basic' }] })
    expect(hasAttack(d, 'Ember')).toBe(true)
  })
  it('rules.md §3 Special Energy: Double Colorless Energy pays [C][C] but not a Fire cost', () => {
    const rumble = game({
      players: [{ active: { card: 'big-basic', energy: ['energy-double-colorless'] } }, { active: 'big-basic' }],
    })
    expect(hasAttack(rumble, 'Rumble')).toBe(true)
    const ember = game({
      players: [{ active: { card: 'fire-basic', energy: ['energy-double-colorless'] } }, { active: 'big-basic' }],
    })
    expect(hasAttack(ember, 'Ember')).toBe(false)
    expect(hasAttack(ember, 'Scratch')).toBe(true)
  })
  it('rules.md §3 Special Energy: an Energy that provides every type (Rainbow) pays any typed symbol, one unit at a time', () => {
    const bubble = game({
      players: [{ active: { card: 'water-basic', energy: ['energy-rainbow'] } }, { active: 'big-basic' }],
    })
    expect(hasAttack(bubble, 'Bubble')).toBe(true)
    const ember = game({
      players: [{ active: { card: 'fire-basic', energy: ['energy-rainbow'] } }, { active: 'big-basic' }],
    })
    expect(hasAttack(ember, 'Ember')).toBe(false) // [R][C] needs 2 units
    const both = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-rainbow', 'energy-water'] } },
        { active: 'big-basic' },
      ],
    })
    expect(hasAttack(both, 'Ember')).toBe(true)
  })
  it('rules.md §3 Special Energy: a 2-unit card pays a Retreat Cost of 2 on its own', () => {
    const d = game({
      players: [
        { active: { card: 'grass-basic', energy: ['m-twin-fire', 'energy-grass'] }, bench: ['big-basic'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Retreat')
    if (d.state.pending?.ask === 'discard-energy') d.pick('Twin Fire Energy')
    expect(pile(d.state, 0, 'discard')).toEqual(['m-twin-fire'])
    expect(bench(d.state, 0, 0).energy).toHaveLength(1)
  })
})

describe('rules.md §3 Prism Star: to the Lost Zone instead of the discard pile', () => {
  it('rules.md §3 Prism Star: a played Prism Star Trainer goes to the Lost Zone', () => {
    const d = game({ players: [{ active: 'big-basic', hand: ['prism'] }, { active: 'big-basic' }] })
    d.pick('Play Prism Test')
    expect(pile(d.state, 0, 'lostZone')).toEqual(['prism'])
    expect(pile(d.state, 0, 'discard')).toEqual([])
  })
  it('rules.md §3 Prism Star: a Prism Star Energy discarded to pay a Retreat Cost goes to the Lost Zone', () => {
    const d = game({
      players: [
        { active: { card: 'm-fire60', energy: ['m-prism-energy'] }, bench: ['big-basic'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Retreat')
    expect(pile(d.state, 0, 'lostZone')).toEqual(['m-prism-energy'])
    expect(pile(d.state, 0, 'discard')).toEqual([])
  })
})
