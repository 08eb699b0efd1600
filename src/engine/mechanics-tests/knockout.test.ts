/**
 * rules.md §1.9 Knock Out, Prize cards and replacing the Active (KO-1…KO-7), era rows 31, 32, 34.
 */
import { describe, expect, it } from 'vitest'
import type { RuleSetId } from '../rules/profile'
import type { Driver, PokemonSpec } from '../testing/scenario'
import { active, attack, engine, eventsOf, game, pile } from './helpers'
import { stackOf } from '../testing/read'
import { takePrizes } from '../testing/menu'

const RULES = ['modern', 'classic1999'] as const

/** Seat 0's Cinderpup attacks; seat 1's Active is `defender`. */
function nip(
  defender: PokemonSpec,
  opts: { rules?: RuleSetId; bench?: string[]; prizes0?: number; move?: 'Nip' | 'Fire Fang' } = {},
) {
  const prizes0 = opts.prizes0 ?? 6
  const d = game({
    rules: opts.rules,
    players: [
      { active: 'm-fire60', prizes: Array.from({ length: prizes0 }, () => 'energy-water') },
      { active: defender, bench: opts.bench ?? ['big-basic'] },
    ],
  })
  attack(d, opts.move ?? 'Nip')
  return d
}

describe('rules.md KO-1: Knocked Out at damage ≥ HP', () => {
  it('rules.md KO-1: damage equal to HP Knocks Out (5 counters on a 50-HP Pokémon)', () => {
    const d = nip({ card: 'fire-basic', damage: 40 })
    expect(eventsOf(d.events, 'knock-out')).toHaveLength(1)
  })
  it('rules.md KO-1: damage below HP does not Knock Out', () => {
    const d = nip({ card: 'fire-basic', damage: 30 })
    expect(eventsOf(d.events, 'knock-out')).toHaveLength(0)
    expect(active(d.state, 1).damage).toBe(40)
  })
  it('rules.md KO-1: damage above HP Knocks Out', () => {
    const d = nip({ card: 'fire-basic' }, { move: 'Fire Fang' })
    expect(eventsOf(d.events, 'knock-out')).toHaveLength(1)
  })
})

describe('rules.md KO-2: the Knocked Out Pokémon and everything attached go to the discard pile', () => {
  it("rules.md KO-2: Evolution cards, Energy and Tools go to the owner's discard pile", () => {
    const d = nip(
      {
        card: ['fire-basic', 'fire-stage1'],
        damage: 70,
        energy: ['energy-fire', 'energy-double-colorless'],
        tools: ['m-guard'],
      },
      { move: 'Fire Fang' },
    )
    expect(pile(d.state, 1, 'discard').sort()).toEqual([
      'energy-double-colorless',
      'energy-fire',
      'fire-basic',
      'fire-stage1',
      'm-guard',
    ])
    d.pick('Prize card')
    expect(d.state.players[1].active?.stack.map((u) => d.state.cards[u]!.def)).toEqual(['big-basic'])
  })
  it('rules.md KO-2 / §3 Prism Star: a Prism Star Pokémon and attached Prism Star cards go to the Lost Zone', () => {
    const d = nip({
      card: 'm-prism-mon',
      damage: 50,
      energy: ['m-prism-energy', 'energy-fire'],
      tools: ['m-prism-tool'],
    })
    expect(pile(d.state, 1, 'lostZone').sort()).toEqual(['m-prism-energy', 'm-prism-mon', 'm-prism-tool'])
    expect(pile(d.state, 1, 'discard')).toEqual(['energy-fire'])
  })
  it("rules.md KO-2: a card attached by the other player (Team Flare Hyper Gear) goes to that player's discard pile", () => {
    const d = game({
      players: [
        { active: 'm-fire60' },
        { active: { card: 'fire-basic', damage: 40, tools: ['m-guard'] }, bench: ['big-basic'] },
      ],
    })
    const tool = d.state.players[1].active!.tools[0]!
    d.state.cards[tool]!.owner = 0 // seat 0 played it onto seat 1's Pokémon
    attack(d, 'Fire Fang')
    expect(pile(d.state, 0, 'discard')).toEqual(['m-guard'])
    expect(pile(d.state, 1, 'discard')).toEqual(['fire-basic'])
  })

  it('rules.md KO-2 / SC-2: a Special Condition the attack put on the Knocked Out Pokémon does not pass to the new Active', () => {
    const d = game({
      players: [
        { active: 'm-status' },
        { active: { card: 'fire-basic', damage: 40 }, bench: ['colorless-basic', 'grass-basic'] },
      ],
    })
    attack(d, 'Stun Wave').pick('Prize card').pick('Puffball')
    expect(active(d.state, 1).conditions).toMatchObject({ rotation: null, poisoned: false, burned: false })
    expect(d.state.current).toBe(1)
    // The new Active is not Paralyzed: it may attack on its owner's turn.
    expect(d.has('Attack: Pound')).toBe(true)
  })
})

describe('rules.md KO-3 / §3 / §2 row 32: Prize cards per Knock Out', () => {
  const cases: [string, number, string | string[]][] = [
    ['ordinary Pokémon', 1, 'fire-basic'],
    ['Radiant Pokémon', 1, 'radiant'],
    ['Pokémon ex', 2, 'ex-basic'],
    ['Tera Pokémon ex', 2, 'tera-basic'],
    ['Pokémon-EX', 2, 'ex-big'],
    ['Mega Evolution Pokémon-EX', 2, ['ex-big', 'mega']],
    ['Pokémon-GX', 2, 'gx-basic'],
    ['Pokémon V', 2, 'v-basic'],
    ['Pokémon VSTAR', 2, ['v-basic', 'vstar']],
    ['EX-era Pokémon-ex', 2, 'm-exclassic'],
    ['Pokémon VMAX', 3, ['v-basic', 'vmax']],
    ['Pokémon V-UNION', 3, 'm-vunion'],
    ['TAG TEAM', 3, 'tagteam'],
  ]
  it.each(cases)('rules.md KO-3: Knocking Out a %s gives %i Prize card(s)', (_label, prizes, card) => {
    const d = game({ players: [{ active: 'm-fire60' }, { active: { card, damage: 0 }, bench: ['big-basic'] }] })
    // Put it at 10 HP left.
    const slot = d.state.players[1].active!
    const top = d.state.cards[slot.stack[slot.stack.length - 1]!]!.def
    slot.damage = d.engine.db.get(top).kind === 'pokemon' ? (d.engine.db.get(top) as { hp: number }).hp - 10 : 0
    attack(d, 'Nip')
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0, min: prizes, max: prizes })
    d.pickIndices(Array.from({ length: prizes }, (_, i) => i))
    expect(d.state.players[0].prizes).toHaveLength(6 - prizes)
    expect(d.state.players[0].hand).toHaveLength(prizes + 0)
    expect(eventsOf(d.events, 'prize')).toHaveLength(prizes)
  })

  it('rules.md KO-3: the opponent takes a Prize when the attacker Knocks Itself Out', () => {
    for (const rules of ['modern', 'classic1999'] as const) {
      const d = game({
        rules,
        players: [{ active: { card: 'm-recoil', damage: 40 }, bench: ['big-basic'] }, { active: 'big-basic' }],
      })
      attack(d, 'Reckless Charge')
      expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 1, min: 1 })
      d.pickIndices([0])
      expect(d.state.players[1].prizes).toHaveLength(5)
      expect(d.state.players[0].prizes).toHaveLength(6)
    }
  })

  it('rules.md KO-3 (inference): with fewer Prizes left than owed, the player takes all that remain and wins', () => {
    const d = nip({ card: 'ex-basic', damage: 180 }, { prizes0: 1 })
    expect(d.state.players[0].prizes).toHaveLength(0)
    expect(d.state.result).toMatchObject({ winner: 0, reason: 'prizes' })
  })

  it('rules.md §2 row 31: each player has 6 Prize cards after a normal setup, in both rule sets', () => {
    for (const rules of ['modern', 'classic1999'] as const) {
      const deck = [
        ...Array.from({ length: 10 }, () => 'fire-basic'),
        ...Array.from({ length: 50 }, () => 'energy-fire'),
      ]
      const { state } = d0(rules, deck)
      expect(state.players[0].prizes).toHaveLength(6)
      expect(state.players[1].prizes).toHaveLength(6)
    }
  })

  it('rules.md KO-3: one attack Knocking Out a Pokémon ex and a Benched Pokémon gives 2 + 1 = 3 Prize cards', () => {
    const d = game({
      players: [
        { active: 'au-whirl' },
        { active: { card: 'ex-basic', damage: 180 }, bench: [{ card: 'colorless-basic', damage: 20 }, 'grass-basic'] },
      ],
    })
    attack(d, 'Quake Wave')
    expect(eventsOf(d.events, 'knock-out')).toHaveLength(2)
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0, min: 3, max: 3 })
    d.pickIndices([0, 1, 2])
    expect(d.state.players[0].prizes).toHaveLength(3)
    expect(d.state.players[0].hand).toHaveLength(3)
    // The only Benched Pokémon left becomes the Active.
    expect(d.state.cards[active(d.state, 1).stack[0]!]!.def).toBe('grass-basic')
  })

  it('rules.md §3 (Pokémon VMAX, 3 Prizes): a Benched VMAX Knocked Out by attack damage gives 3 Prize cards', () => {
    const d = game({
      players: [{ active: 'm-spreader' }, { active: 'big-basic', bench: [{ card: ['v-basic', 'vmax'], damage: 300 }] }],
    })
    attack(d, 'Bench Splash').pick('Voltling VMAX')
    expect(eventsOf(d.events, 'knock-out')).toHaveLength(1)
    expect(takePrizes(d)).toBe(3)
    expect(d.state.players[0].prizes).toHaveLength(3)
  })

  it('rules.md §3 (Pokémon VMAX, 3 Prizes), DMG-1: a VMAX Knocked Out by damage counters (not damage) still gives 3 Prize cards', () => {
    const d = game({
      players: [{ active: 'm-spreader' }, { active: { card: ['v-basic', 'vmax'], damage: 290 }, bench: ['big-basic'] }],
    })
    attack(d, 'Curse Drops').pick('Voltling VMAX')
    expect(takePrizes(d)).toBe(3)
    expect(d.state.players[0].prizes).toHaveLength(3)
  })

  it('rules.md §3 (Pokémon VMAX, 3 Prizes), PC-5: a VMAX Knocked Out by Poison at the Checkup gives its opponent 3 Prize cards', () => {
    const d = game({
      players: [
        { active: 'big-basic' },
        { active: { card: ['v-basic', 'vmax'], damage: 310, conditions: ['poisoned'] }, bench: ['big-basic'] },
      ],
    })
    d.pick('End turn')
    expect(eventsOf(d.events, 'knock-out')).toHaveLength(1)
    expect(d.decision).toMatchObject({ ask: 'take-prize', seat: 0, min: 3 })
    takePrizes(d)
    expect(d.state.players[0].prizes).toHaveLength(3)
  })

  it("rules.md §3 (Pokémon ex, 2 Prizes), PC-5: a Pokémon ex Knocked Out by Poison at the end of its owner's own turn gives the opponent 2 Prize cards", () => {
    const d = game({
      players: [
        {
          active: { card: ['fire-basic', 'a-stage1-ex'], damage: 250, conditions: ['poisoned'] },
          bench: ['big-basic'],
        },
        { active: 'big-basic' },
      ],
    })
    d.pick('End turn')
    expect(d.decision).toMatchObject({ ask: 'take-prize', seat: 1, min: 2 })
    takePrizes(d)
    expect(d.state.players[1].prizes).toHaveLength(4)
  })

  it('rules.md §3 (Pokémon ex: "Basic or Evolution"): a Stage 1 Pokémon ex evolved from a plain Basic gives 2 Prize cards, the Basic alone 1', () => {
    const ex = game({
      players: [
        { active: 'm-fire60' },
        { active: { card: ['fire-basic', 'a-stage1-ex'], damage: 250 }, bench: ['big-basic'] },
      ],
    })
    attack(ex, 'Nip')
    expect(takePrizes(ex)).toBe(2)
    const plain = game({
      players: [{ active: 'm-fire60' }, { active: { card: 'fire-basic', damage: 40 }, bench: ['big-basic'] }],
    })
    attack(plain, 'Nip')
    expect(takePrizes(plain)).toBe(1)
  })

  it('rules.md §3 (Pokémon ex), E-1: a plain Basic evolves into a Pokémon ex from the hand, and the ex keeps damage and Energy', () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', damage: 30, energy: ['energy-fire'] }, hand: ['a-stage1-ex'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Evolve Flamelet into Flamewing ex')
    expect(stackOf(d.state, active(d.state, 0))).toEqual(['fire-basic', 'a-stage1-ex'])
    expect(active(d.state, 0).damage).toBe(30)
    expect(active(d.state, 0).energy).toHaveLength(1)
  })

  it('rules.md §3 (TAG TEAM, 3 Prizes): a Benched TAG TEAM Knocked Out by attack damage gives 3 Prize cards', () => {
    const d = game({
      players: [{ active: 'm-spreader' }, { active: 'big-basic', bench: [{ card: 'tagteam', damage: 250 }] }],
    })
    attack(d, 'Bench Splash').pick('Duo & Trio-GX')
    expect(takePrizes(d)).toBe(3)
  })

  it('rules.md §3 (Pokémon VMAX), KO-3: Knocking Out a VMAX with 2 Prize cards left takes both and wins', () => {
    const d = game({
      players: [
        { active: 'm-fire60', prizes: ['energy-water', 'energy-water'] },
        { active: { card: ['v-basic', 'vmax'], damage: 310 }, bench: ['big-basic'] },
      ],
    })
    attack(d, 'Nip')
    if (d.state.pending?.ask === 'take-prize') takePrizes(d)
    expect(d.state.players[0].prizes).toHaveLength(0)
    expect(d.state.result).toMatchObject({ winner: 0, reason: 'prizes' })
  })

  it('rules.md §3 (Pokémon VMAX / V), E-8: a VMAX devolved into its Pokémon V gives 2 Prize cards, not 3, when Knocked Out', () => {
    const d = game({
      players: [
        { active: { card: 'm-smoke', energy: ['energy-fire'] }, bench: ['m-fire60'] },
        { active: { card: ['v-basic', 'vmax'], damage: 190 }, bench: ['big-basic'] },
      ],
    })
    attack(d, 'Devolve Ray')
    expect(stackOf(d.state, active(d.state, 1))).toEqual(['v-basic'])
    expect(pile(d.state, 1, 'discard')).toEqual(['vmax'])
    d.pick('End turn') // seat 1's turn ends
    d.pick('Retreat')
    attack(d, 'Nip')
    expect(takePrizes(d)).toBe(2)
  })
})

function d0(rules: RuleSetId, deck: string[]) {
  const g = engine
  let { state } = g.newGame({ decks: [deck, deck], seed: 7, rules, skipDeckCheck: true })
  for (let i = 0; i < 20 && state.pending && state.phase === 'setup'; i++) {
    const r = g.step(state, {
      decision: state.pending.id,
      picks: Array.from({ length: state.pending.min }, (_, k) => k),
    })
    if (!r.ok) throw new Error(r.error)
    state = r.state
  }
  return { state }
}

describe('rules.md KO-4: promoting a new Active', () => {
  it('rules.md KO-4: the owner of the Knocked Out Active chooses the new Active from the Bench', () => {
    const d = nip({ card: 'fire-basic', damage: 40 }, { bench: ['big-basic', 'grass-basic'] })
    d.pick('Prize card')
    expect(d.state.pending).toMatchObject({ ask: 'promote', seat: 1 })
    expect(d.labels()).toEqual(['Boulderback', 'Leaflet'])
    d.pick('Leaflet')
    expect(d.state.players[1].active!.stack.map((u) => d.state.cards[u]!.def)).toEqual(['grass-basic'])
    expect(d.state.players[1].bench).toHaveLength(1)
    expect(d.state.current).toBe(1)
  })
  it('rules.md KO-4 / §2 row 35: with no Benched Pokémon to promote, the opponent wins', () => {
    for (const rules of ['modern', 'classic1999'] as const) {
      const d = nip({ card: 'fire-basic', damage: 40 }, { bench: [], rules })
      d.pick('Prize card')
      expect(d.state.result).toMatchObject({ winner: 0, reason: 'no-pokemon' })
      expect(d.state.pending).toBeNull()
    }
  })

  it('rules.md KO-3 / KO-4: Knocking Out a Benched Pokémon gives a Prize and asks for no new Active', () => {
    const d = game({
      players: [
        { active: 'au-whirl' },
        { active: 'big-basic', bench: [{ card: 'colorless-basic', damage: 20 }, 'grass-basic'] },
      ],
    })
    attack(d, 'Quake Wave')
    expect(eventsOf(d.events, 'knock-out')).toEqual([
      expect.objectContaining({ seat: 1, from: { seat: 1, zone: 'bench', index: 0 } }),
    ])
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0, min: 1, max: 1 })
    d.pick('Prize card')
    expect(d.state.players[0].prizes).toHaveLength(5)
    expect(d.state.pending?.ask).toBe('main')
    expect(d.state.current).toBe(1)
    expect(active(d.state, 1).damage).toBe(10)
    expect(d.state.players[1].bench.map((b) => d.state.cards[b.stack[0]!]!.def)).toEqual(['grass-basic'])
  })
})

describe('rules.md KO-5: the last Prize wins', () => {
  it('rules.md KO-5: taking the last Prize card wins even though the opponent still has Pokémon in play', () => {
    const d = nip({ card: 'fire-basic', damage: 40 }, { prizes0: 1, bench: ['big-basic', 'grass-basic'] })
    expect(d.state.result).toMatchObject({ winner: 0, reason: 'prizes' })
    expect(d.state.players[1].bench.length).toBeGreaterThan(0)
  })
})

describe("rules.md KO-6: Checkup Knock Outs after both players' checks", () => {
  it('rules.md KO-6: Poison on both Actives is put on before any Knock Out', () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] }, bench: ['big-basic'] },
        { active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] }, bench: ['big-basic'] },
      ],
    })
    d.pick('End turn')
    const k = d.events.map((e) => e.type).filter((x) => x === 'damage' || x === 'knock-out')
    expect(k).toEqual(['damage', 'damage', 'knock-out', 'knock-out'])
  })

  it('rules.md PC-5 / KO-3: a Pokémon ex Knocked Out by Poison at Checkup gives its opponent 2 Prize cards', () => {
    const d = game({
      players: [
        { active: 'big-basic' },
        { active: { card: 'ex-basic', damage: 180, conditions: ['poisoned'] }, bench: ['grass-basic'] },
      ],
    })
    d.pick('End turn')
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0, min: 2, max: 2 })
    d.pickIndices([0, 1])
    expect(d.state.players[0].prizes).toHaveLength(4)
    expect(d.state.current).toBe(1)
  })

  for (const rules of RULES) {
    it(`rules.md PC-5 / KO-4 / B-15 (${rules}): Poison Knocks Out the last Pokémon of the player who just ended the turn: the opponent wins`, () => {
      const d = game({
        rules,
        players: [{ active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] } }, { active: 'big-basic' }],
      })
      d.pick('End turn')
      if (d.state.pending?.ask === 'take-prize') d.pick('Prize card')
      expect(d.state.result).toMatchObject({ winner: 1 })
    })
  }
})

describe('rules.md KO-7 / §2 row 34: simultaneous Knock Outs', () => {
  // ex2003: [003] "the player who is about to take a turn replaces his or her Pokémon first (and chooses his or her
  // Prize card first as well)".
  for (const rules of ['modern', 'classic1999', 'ex2003'] as const) {
    it(`rules.md KO-7 / §2 row 34 (${rules}): the player about to take the next turn takes Prizes and replaces first`, () => {
      const d = game({
        rules,
        players: [
          { active: 'm-recoil', bench: ['big-basic', 'grass-basic'] },
          { active: 'fire-basic', bench: ['big-basic', 'grass-basic'] },
        ],
      })
      attack(d, 'Self Destruct')
      const order = answerUntilMain(d)
      // Seat 0 attacked, so seat 1 takes the next turn: it goes first in both steps.
      expect(order).toEqual(['take-prize:1', 'take-prize:0', 'promote:1', 'promote:0'])
      expect(d.state.current).toBe(1)
    })
  }
  for (const rules of ['modern', 'classic1999', 'ex2003'] as const)
    it(`rules.md KO-7, §2 row 34 (${rules}): in a Checkup double Knock Out the next player also goes first`, () => {
      const d = game({
        rules,
        players: [
          { active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] }, bench: ['big-basic', 'grass-basic'] },
          { active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] }, bench: ['big-basic', 'grass-basic'] },
        ],
      })
      const before = d.state.players.map((p) => p.prizes.length)
      d.pick('End turn')
      const order = answerUntilMain(d)
      expect(order).toEqual(['take-prize:1', 'take-prize:0', 'promote:1', 'promote:0'])
      expect(d.state.players.map((p) => p.prizes.length)).toEqual(before.map((n) => n - 1))
      expect(d.state.current).toBe(1)
    })

  for (const rules of RULES) {
    it(`rules.md KO-3 / KO-7 / B-13 (${rules}): an attack that Knocks Out Pokémon on both sides: each side takes Prizes for the other's, the next player first`, () => {
      // Whirlwisp (100 HP, 50 damage) uses Big Bang: itself, its Benched Puffball (30 HP, 20 damage), the Defending
      // Flamelet and the opponent's Benched Puffball are all Knocked Out.
      const d = game({
        rules,
        players: [
          { active: { card: 'au-whirl', damage: 50 }, bench: [{ card: 'colorless-basic', damage: 20 }, 'big-basic'] },
          { active: 'fire-basic', bench: [{ card: 'colorless-basic', damage: 20 }, 'big-basic'] },
        ],
      })
      attack(d, 'Big Bang')
      expect(eventsOf(d.events, 'knock-out')).toHaveLength(4)
      expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 1, min: 2, max: 2 })
      d.pickIndices([0, 1])
      expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0, min: 2, max: 2 })
      d.pickIndices([0, 1])
      expect(d.state.players[0].prizes).toHaveLength(4)
      expect(d.state.players[1].prizes).toHaveLength(4)
      // Each side's only Benched Pokémon left (Boulderback) becomes its Active; seat 1's turn starts.
      expect(d.state.cards[active(d.state, 0).stack[0]!]!.def).toBe('big-basic')
      expect(d.state.cards[active(d.state, 1).stack[0]!]!.def).toBe('big-basic')
      expect(active(d.state, 0).damage).toBe(10)
      expect(d.state.current).toBe(1)
    })
  }
})

/** Answer every question with its first option until the main phase; returns the questions as `ask:seat`. */
function answerUntilMain(d: Driver): string[] {
  const order: string[] = []
  while (d.state.pending && d.state.pending.ask !== 'main') {
    order.push(`${d.state.pending.ask}:${d.state.pending.seat}`)
    d.pickIndices([0])
  }
  return order
}
