/**
 * rules.md §3 special mechanics the engine owns. Multi-Prize rule boxes (ex/EX/GX/V/VSTAR/VMAX/V-UNION/TAG TEAM)
 * are tested in knockout.test.ts (KO-3), Prism Star Knock Outs there too (KO-2).
 */
import { describe, expect, it } from 'vitest'
import { active, attack, bench, engine, eventsOf, filler, game, hasAttack, pile } from './helpers'
import { stackOf } from '../testing/read'
import { takePrizes } from '../testing/menu'
import { viewFor } from '../view'
import { Driver } from '../testing/scenario'

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

  it("rules.md §3 (VSTAR Power): one VSTAR using its VSTAR Power attack stops another VSTAR's VSTAR Power Ability", () => {
    const d = game({
      players: [
        { active: { card: ['v-basic', 'vstar'], energy: ['energy-lightning'] }, bench: [{ card: ['m-v', 'm-vstar'] }] },
        { active: 'big-basic' },
      ],
    })
    expect(d.has('Use Star Draw')).toBe(true)
    attack(d, 'Star Bolt').pick('End turn')
    expect(d.state.current).toBe(0)
    expect(d.has('Use Star Draw')).toBe(false)
    expect(hasAttack(d, 'Star Bolt')).toBe(false)
  })

  it('rules.md §3 (VSTAR Power): the VSTAR Power stays used after the VSTAR that used it has left play: a new VSTAR cannot use one', () => {
    const d = game({
      players: [
        { active: { card: ['m-v', 'm-vstar'], damage: 250 }, bench: ['m-v', 'big-basic'], hand: ['m-vstar'] },
        { active: 'm-fire60', bench: ['big-basic'] },
      ],
    })
    d.pick('Use Star Draw').pick('End turn')
    attack(d, 'Nip') // seat 1 Knocks Out the VSTAR
    takePrizes(d)
    d.pick('Boulderback')
    expect(d.state.current).toBe(0)
    d.pick('Evolve Sparkle V into Sparkle VSTAR')
    expect(stackOf(d.state, bench(d.state, 0, 0))).toEqual(['m-v', 'm-vstar'])
    expect(d.has('Use Star Draw')).toBe(false)
  })

  it('rules.md §3 (VSTAR Power), ATK-a (decision): a VSTAR Power attack is used up when declared, even if Confusion stops it', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: ['m-v', 'm-vstar'], conditions: ['confused'] } }, { active: 'big-basic' }],
    })
    attack(d, 'Star Burst')
    expect(active(d.state, 1).damage).toBe(0)
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(hasAttack(d, 'Star Burst')).toBe(false)
    expect(d.has('Use Star Draw')).toBe(false)
  })

  it('rules.md §3 (VSTAR Power: "a VSTAR marker turns face down"): the opponent can see that the VSTAR Power has been used', () => {
    const d = game({ players: [{ active: { card: ['m-v', 'm-vstar'] } }, { active: 'big-basic' }] })
    expect(viewFor(d.state, 1, engine.db).opponent.vstarUsed).toBe(false)
    d.pick('Use Star Draw')
    expect(viewFor(d.state, 1, engine.db).opponent.vstarUsed).toBe(true)
    expect(viewFor(d.state, 1, engine.db).me.vstarUsed).toBe(false)
  })

  it('rules.md §3 (VSTAR Power), W-4 ("prepare the game as usual"): a Sudden Death game gives each player the VSTAR Power back', () => {
    const d = game({
      players: [
        {
          active: 'au-bomb',
          bench: [{ card: ['m-v', 'm-vstar'] }],
          prizes: ['au-glass'],
          deck: filler(10, 'au-glass'),
        },
        { active: 'au-glass', bench: ['au-glass'], prizes: ['au-glass'], deck: filler(10, 'au-glass') },
      ],
    })
    d.pick('Use Star Draw')
    expect(d.state.players[0].vstarUsed).toBe(true)
    d.pick('Attack: Self Destruct') // both Actives Knocked Out, both take their last Prize: a tie
    expect(d.state.suddenDeath).toBe(1)
    expect(d.state.players[0].vstarUsed).toBe(false)
    expect(viewFor(d.state, 1, engine.db).opponent.vstarUsed).toBe(false)
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

  it("rules.md §3 (TAG TEAM): a TAG TEAM's GX attack counts toward the 1 GX attack per game: no other Pokémon-GX may use one", () => {
    const d = game({
      players: [
        { active: { card: 'a-tagteam-gx', energy: ['energy-psychic'] }, bench: ['m-gx'] },
        { active: 'big-basic' },
      ],
    })
    attack(d, 'Pair GX').pick('End turn')
    expect(hasAttack(d, 'Pair GX')).toBe(false)
    expect(hasAttack(d, 'Pair Tap')).toBe(true)
    d.pick('Retreat')
    if (d.state.pending?.ask === 'discard-energy') d.pickIndices([0])
    expect(hasAttack(d, 'Shade GX')).toBe(false)
    expect(hasAttack(d, 'Shade Tap')).toBe(true)
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

  it('rules.md §3 (Mega Evolution): Mega Evolving a Benched Pokémon-EX also ends the turn at once', () => {
    const d = game({
      players: [{ active: 'big-basic', bench: ['ex-big'], hand: ['mega', 'item-draw'] }, { active: 'big-basic' }],
    })
    d.pick('Evolve Titan-EX into M Titan-EX')
    expect(d.state.current).toBe(1)
    expect(stackOf(d.state, bench(d.state, 0, 0))).toEqual(['ex-big', 'mega'])
    expect(eventsOf(d.events, 'turn-start')).toEqual([expect.objectContaining({ seat: 1 })])
  })

  it('rules.md §3 (Mega Evolution): "when one of your Pokémon becomes a Mega Evolution Pokémon" by a card effect, the turn ends too', () => {
    const d = game({
      players: [
        { active: { card: 'ex-big', energy: ['energy-grass'] }, hand: ['a-evolver', 'mega'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Play Evolution Call')
    if (d.state.pending?.ask === 'choose-cards') d.pick('M Titan-EX')
    expect(stackOf(d.state, active(d.state, 0))).toEqual(['ex-big', 'mega'])
    expect(eventsOf(d.events, 'attack')).toEqual([])
    expect(d.state.current).toBe(1)
  })

  it('rules.md §3 (Mega Evolution): Mega Evolving through an Ability ends the turn; an ordinary evolution through it does not', () => {
    const d = game({
      players: [{ active: 'ex-big', bench: ['a-evolve-helper'], hand: ['mega', 'item-draw'] }, { active: 'big-basic' }],
    })
    d.pick('Use Evolution Aid')
    if (d.state.pending?.ask === 'choose-cards') d.pick('M Titan-EX')
    expect(stackOf(d.state, active(d.state, 0))).toEqual(['ex-big', 'mega'])
    expect(d.state.current).toBe(1)
    const plain = game({
      players: [{ active: 'fire-basic', bench: ['a-evolve-helper'], hand: ['fire-stage1'] }, { active: 'big-basic' }],
    })
    plain.pick('Use Evolution Aid')
    if (plain.state.pending?.ask === 'choose-cards') plain.pick('Flamewing')
    expect(stackOf(plain.state, active(plain.state, 0))).toEqual(['fire-basic', 'fire-stage1'])
    expect(plain.state.current).toBe(0)
    expect(plain.state.pending?.ask).toBe('main')
  })

  it('rules.md §3 (Mega Evolution), E-6: the Mega Evolution keeps the Tool, Energy and damage of the Pokémon-EX', () => {
    const d = game({
      players: [
        { active: { card: 'ex-big', damage: 50, energy: ['energy-grass'], tools: ['tool-boost'] }, hand: ['mega'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Evolve Titan-EX into M Titan-EX')
    expect(active(d.state, 0)).toMatchObject({ damage: 50 })
    expect(active(d.state, 0).tools).toHaveLength(1)
    expect(active(d.state, 0).energy).toHaveLength(1)
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

  const breakSprout = (extra: object = {}) => ({ card: ['a-seedling', 'a-sprout', 'a-sprout-break'], ...extra })

  it("rules.md §3 (BREAK): keeps the earlier stage's Abilities: the BREAK can use the Stage 1's Ability", () => {
    const d = game({ players: [{ active: breakSprout(), bench: ['big-basic'] }, { active: 'big-basic' }] })
    expect(d.has('Use Green Draw')).toBe(true)
    const hand = d.state.players[0].hand.length
    d.pick('Use Green Draw')
    expect(d.state.players[0].hand).toHaveLength(hand + 1)
  })

  it("rules.md §3 (BREAK): keeps the earlier stage's Resistance (Water −30) while its own type changes", () => {
    const d = game({
      players: [
        { active: { card: 'water-basic', energy: ['energy-water'] } },
        { active: breakSprout(), bench: ['big-basic'] },
      ],
    })
    attack(d, 'Bubble')
    expect(active(d.state, 1).damage).toBe(0) // 20 − 30: no damage
  })

  it("rules.md §3 (BREAK): only the earlier stage's attacks are kept, not the Basic's", () => {
    const d = game({ players: [{ active: breakSprout(), bench: ['big-basic'] }, { active: 'big-basic' }] })
    expect(d.labels().filter((l) => l.startsWith('Attack'))).toEqual(['Attack: Leaf Cut', 'Attack: Mind Break'])
  })

  it('rules.md §3 (BREAK), N-4: "BREAK" is part of the name: a Stage 2 that evolves from Sproutmage cannot go on Sproutmage BREAK', () => {
    const d = game({
      players: [
        { active: breakSprout(), bench: [{ card: ['a-seedling', 'a-sprout'] }], hand: ['a-sprout-stage2'] },
        { active: 'big-basic' },
      ],
    })
    const evolves = d.labels().filter((l) => l.startsWith('Evolve'))
    expect(evolves).toEqual(['Evolve Sproutmage into Sproutking'])
    d.pick('Evolve Sproutmage into Sproutking')
    expect(stackOf(d.state, bench(d.state, 0, 0))).toEqual(['a-seedling', 'a-sprout', 'a-sprout-stage2'])
  })

  it('rules.md §3 (BREAK, 1 Prize): a Knocked Out BREAK Pokémon gives 1 Prize card and all its cards go to the discard pile', () => {
    const d = game({
      players: [{ active: 'm-fire60' }, { active: breakSprout({ damage: 140 }), bench: ['big-basic'] }],
    })
    attack(d, 'Nip')
    expect(takePrizes(d)).toBe(1)
    expect(pile(d.state, 1, 'discard').sort()).toEqual(['a-seedling', 'a-sprout', 'a-sprout-break'])
  })

  it('rules.md §3 (BREAK: "changes HP"): both players see the BREAK card\'s HP', () => {
    const d = game({
      players: [
        { active: { card: ['a-seedling', 'a-sprout', 'a-sprout-break'], damage: 30 } },
        { active: 'big-basic' },
      ],
    })
    expect(viewFor(d.state, 1, engine.db).opponent.active!.hp).toBe(150)
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

  it('rules.md §3 (Tera): "from either player\'s attacks": the owner\'s own attack does no damage to its Benched Tera Pokémon ex', () => {
    const d = game({
      players: [
        { active: 'a-quake', bench: ['tera-basic', 'big-basic'] },
        { active: 'big-basic', bench: ['m-tera-fire', 'grass-basic'] },
      ],
    })
    attack(d, 'Earthquake')
    expect(bench(d.state, 0, 0).damage).toBe(0)
    expect(bench(d.state, 0, 1).damage).toBe(20)
    expect(bench(d.state, 1, 0).damage).toBe(0)
    expect(bench(d.state, 1, 1).damage).toBe(20)
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('rules.md §3 (Tera): an attack that chooses any target does no damage to a Benched Tera Pokémon ex', () => {
    const d = game({ players: [{ active: 'm-spreader' }, { active: 'big-basic', bench: ['tera-basic'] }] })
    attack(d, 'Snipe').pick('Crystal ex')
    expect(bench(d.state, 1, 0).damage).toBe(0)
  })

  it('rules.md §3 (Tera), R-3: after the Tera Pokémon ex retreats to the Bench it takes no attack damage; the new Active does', () => {
    const d = game({
      players: [
        { active: 'big-basic' },
        { active: { card: 'm-tera-fire', energy: ['energy-fire'] }, bench: ['grass-basic'], deck: filler(5) },
      ],
    })
    d.pick('End turn')
    d.pick('Retreat').pick('End turn')
    expect(stackOf(d.state, bench(d.state, 1, 0))).toEqual(['m-tera-fire'])
    const s = game({ players: [{ active: 'm-spreader' }, { active: 'grass-basic', bench: ['m-tera-fire'] }] })
    attack(s, 'Bench Splash').pick('Blaze Crystal ex')
    expect(bench(s.state, 1, 0).damage).toBe(0)
    expect(active(s.state, 1).damage).toBe(10)
  })

  it('rules.md §3 (Tera, 2 Prizes), §7.5: damage counters put on a Benched Tera Pokémon ex can Knock It Out, for 2 Prize cards', () => {
    const d = game({
      players: [{ active: 'm-spreader' }, { active: 'big-basic', bench: [{ card: 'tera-basic', damage: 170 }] }],
    })
    attack(d, 'Curse Drops').pick('Crystal ex')
    expect(eventsOf(d.events, 'knock-out')).toHaveLength(1)
    expect(takePrizes(d)).toBe(2)
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

  it('rules.md §3 (Pokémon Tool, V-UNION: max 1 Tool): a V-UNION in play takes one Tool only', () => {
    const d = game({
      players: [{ active: 'big-basic', bench: ['m-vunion'], hand: ['tool-boost', 'm-guard'] }, { active: 'big-basic' }],
    })
    d.pick('Attach Power Band to Union V-UNION')
    expect(d.labels().filter((l) => l.includes('to Union V-UNION'))).toEqual([])
    expect(bench(d.state, 0, 0).tools).toHaveLength(1)
  })

  it('rules.md §3 (Pokémon Tool), KO-2: a Tool on a Benched Pokémon Knocked Out goes to the discard pile with it', () => {
    const d = game({
      players: [
        { active: 'm-spreader' },
        { active: 'big-basic', bench: [{ card: 'fire-basic', damage: 30, tools: ['tool-boost'] }] },
      ],
    })
    attack(d, 'Bench Splash').pick('Flamelet')
    expect(pile(d.state, 1, 'discard').sort()).toEqual(['fire-basic', 'tool-boost'])
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

  it('rules.md §3 (Special Energy providing several types): a one-unit Blend Energy pays [R] or [G] but only one symbol, never [W]', () => {
    const ember = game({ players: [{ active: { card: 'fire-basic', energy: ['a-blend'] } }, { active: 'big-basic' }] })
    expect(hasAttack(ember, 'Scratch')).toBe(true)
    expect(hasAttack(ember, 'Ember')).toBe(false) // [R][C] needs 2 units
    const twice = game({
      players: [{ active: { card: 'fire-basic', energy: ['a-blend', 'energy-water'] } }, { active: 'big-basic' }],
    })
    expect(hasAttack(twice, 'Ember')).toBe(true)
    const bubble = game({
      players: [{ active: { card: 'water-basic', energy: ['a-blend'] } }, { active: 'big-basic' }],
    })
    expect(hasAttack(bubble, 'Bubble')).toBe(false)
    const vine = game({ players: [{ active: { card: 'grass-basic', energy: ['a-blend'] } }, { active: 'big-basic' }] })
    expect(hasAttack(vine, 'Vine Whip')).toBe(true)
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

  it('rules.md §3 (Prism Star): a Prism Star Stadium replaced by another Stadium goes to the Lost Zone, not the discard pile', () => {
    const d = game({
      stadium: { card: 'a-prism-stadium', owner: 1 },
      players: [{ active: 'big-basic', hand: ['stadium-a'] }, { active: 'big-basic' }],
    })
    d.pick('Play Test Arena')
    expect(pile(d.state, 1, 'lostZone')).toEqual(['a-prism-stadium'])
    expect(pile(d.state, 1, 'discard')).toEqual([])
  })

  it('rules.md §3 (Prism Star): a Prism Star card discarded from the hand by an effect goes to the Lost Zone', () => {
    const d = game({
      players: [{ active: 'big-basic', hand: ['m-trash', 'prism', 'energy-fire'] }, { active: 'big-basic' }],
    })
    d.pick('Play Trash Up To Two')
    d.pick('Prism Test', 'Fire Energy')
    expect(pile(d.state, 0, 'lostZone')).toEqual(['prism'])
    expect(pile(d.state, 0, 'discard').sort()).toEqual(['energy-fire', 'm-trash'])
  })

  it("rules.md §3 (Lost Zone: face up), Z-8: both players see the cards in a player's Lost Zone", () => {
    const d = game({ players: [{ active: 'big-basic', hand: ['prism'] }, { active: 'big-basic' }] })
    d.pick('Play Prism Test')
    expect(viewFor(d.state, 1, engine.db).opponent.lostZone.map((c) => c.def)).toEqual(['prism'])
  })
})

describe('rules.md §3 Fossils: Trainers played as Basic Pokémon', () => {
  it('rules.md §3 (Rare Fossil / Fossil Trainer): played as a Basic Pokémon, the Fossil evolves into the Pokémon that "Evolves from" it', () => {
    const d = game({ players: [{ active: 'big-basic', hand: ['a-fossil', 'a-fossil-evo'] }, { active: 'big-basic' }] })
    d.pick('Put Dome Fossil Test on the Bench')
    expect(stackOf(d.state, bench(d.state, 0, 0))).toEqual(['a-fossil'])
    expect(d.labels().some((l) => l.startsWith('Evolve'))).toBe(false) // E-2: not on the turn it was played
    const e = game({
      players: [{ active: 'big-basic', bench: ['a-fossil'], hand: ['a-fossil-evo'] }, { active: 'big-basic' }],
    })
    e.pick('Evolve Dome Fossil Test into Domeling')
    expect(stackOf(e.state, bench(e.state, 0, 0))).toEqual(['a-fossil', 'a-fossil-evo'])
  })

  it('rules.md §3 (Fossil Trainer, 1 Prize): a Fossil in play Knocked Out gives 1 Prize card and goes to the discard pile', () => {
    const d = game({ players: [{ active: 'm-fire60' }, { active: 'a-fossil', bench: ['big-basic'] }] })
    attack(d, 'Fire Fang')
    expect(takePrizes(d)).toBe(1)
    expect(pile(d.state, 1, 'discard')).toEqual(['a-fossil'])
  })

  it('rules.md §3 (Fossil Trainer: Basic only once in play): a Fossil in the opening hand cannot be the Active Pokémon during setup', () => {
    const deck = ['a-fossil', 'fire-basic', ...filler(58)]
    const { state } = engine.newGame({
      decks: [deck, deck],
      seed: 3,
      rules: 'modern',
      stackedDecks: true,
      forcedFlips: [true],
    })
    const d = new Driver(engine, state)
    for (let i = 0; i < 10 && d.state.pending && d.state.pending.ask !== 'main'; i++) {
      expect(d.labels().some((l) => l.includes('Dome Fossil Test'))).toBe(false) // never offered during setup
      if (d.state.pending.ask === 'first-player') d.pick('Go first')
      else if (d.state.pending.ask === 'setup-active') d.pick('Flamelet')
      else d.pickIndices(d.state.pending.min > 0 ? [0] : [])
    }
    for (const seat of [0, 1] as const) {
      expect(stackOf(d.state, active(d.state, seat))).toEqual(['fire-basic'])
      expect(d.state.players[seat].bench).toEqual([])
      expect(pile(d.state, seat, 'hand')).toContain('a-fossil')
    }
  })

  it('rules.md §3 (Fossils), §4.2 (classic1999): a Fossil Trainer is played onto the Bench as a Basic Pokémon and evolves into its Pokémon later', () => {
    const d = game({
      rules: 'classic1999',
      players: [{ active: 'big-basic', hand: ['a-old-fossil'] }, { active: 'big-basic' }],
    })
    d.pick('Put Mystery Fossil Test on the Bench')
    expect(stackOf(d.state, bench(d.state, 0, 0))).toEqual(['a-old-fossil'])
    const e = game({
      rules: 'classic1999',
      players: [{ active: 'big-basic', bench: ['a-old-fossil'], hand: ['a-old-fossil-evo'] }, { active: 'big-basic' }],
    })
    e.pick('Evolve Mystery Fossil Test into Shellfossil')
    expect(stackOf(e.state, bench(e.state, 0, 0))).toEqual(['a-old-fossil', 'a-old-fossil-evo'])
  })

  it('rules.md §3 (Rare Fossil: "Item cards played as Basic Pokémon"): when Items cannot be played, a Fossil cannot be put onto the Bench', () => {
    const d = game({
      stadium: { card: 'a-item-lock', owner: 1 },
      players: [{ active: 'big-basic', hand: ['a-fossil', 'fire-basic'] }, { active: 'big-basic' }],
    })
    expect(d.has('Put Dome Fossil Test on the Bench')).toBe(false)
    expect(d.has('Put Flamelet on the Bench')).toBe(true)
    const free = game({ players: [{ active: 'big-basic', hand: ['a-fossil'] }, { active: 'big-basic' }] })
    expect(free.has('Put Dome Fossil Test on the Bench')).toBe(true)
  })
})

describe('rules.md §3 Technical Machines: an attack the Pokémon holds', () => {
  it("rules.md §3 (Technical Machine): the TM's attack belongs to the Pokémon it is attached to; after that Pokémon retreats, the new Active does not have it", () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'] }, bench: ['water-basic'], hand: ['a-tm'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Attach TM: Test Blast to Flamelet')
    expect(hasAttack(d, 'Test Blast')).toBe(true)
    d.pick('Retreat')
    expect(d.state.players[0].bench[0]!.tools).toHaveLength(1)
    expect(hasAttack(d, 'Test Blast')).toBe(false)
  })

  it('rules.md §3 (Technical Machine), KO-2: the TM stays attached until its Pokémon is Knocked Out, then goes to the discard pile', () => {
    const d = game({
      players: [{ active: { card: 'fire-basic', tools: ['a-tm'] }, bench: ['water-basic'] }, { active: 'm-fire60' }],
    })
    attack(d, 'Test Blast')
    expect(active(d.state, 1).damage).toBe(40)
    expect(active(d.state, 0).tools).toHaveLength(1) // still attached after attacking
    attack(d, 'Fire Fang')
    expect(pile(d.state, 0, 'discard').sort()).toEqual(['a-tm', 'fire-basic'])
  })

  it("rules.md §3 (Technical Machine): the TM attack is the Pokémon's own attack: its type applies Weakness (Fire ×2 on Leaflet)", () => {
    const d = game({
      players: [{ active: { card: 'fire-basic', tools: ['a-tm'] } }, { active: 'grass-basic', bench: ['big-basic'] }],
    })
    attack(d, 'Test Blast')
    expect(eventsOf(d.events, 'knock-out')).toHaveLength(1) // 40 × 2 = 80 ≥ 70 HP
  })

  it('rules.md §3 (Technical Machine), E-6: after evolving, the TM stays attached and the evolved Pokémon can use its attack', () => {
    const d = game({
      players: [{ active: { card: 'fire-basic', tools: ['a-tm'] }, hand: ['fire-stage1'] }, { active: 'big-basic' }],
    })
    d.pick('Evolve Flamelet into Flamewing')
    expect(active(d.state, 0).tools).toHaveLength(1)
    expect(hasAttack(d, 'Test Blast')).toBe(true)
  })
})

describe('rules.md §3 Ancient Traits', () => {
  it('rules.md §3 (Ancient Traits): "neither an attack nor an Ability": an effect that stops Abilities does not stop an Ancient Trait', () => {
    const d = game({
      stadium: { card: 'a-ability-lock', owner: 0 },
      players: [{ active: 'm-fire60' }, { active: 'a-trait' }],
    })
    attack(d, 'Fire Fang')
    expect(active(d.state, 1).damage).toBe(40)
  })
})
