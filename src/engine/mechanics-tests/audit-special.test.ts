/**
 * Audit of rules.md §3 (special card mechanics) and §1.3 (deck building): edge cases the other tests leave out.
 */
import { describe, expect, it } from 'vitest'
import { validateDeck } from '../deck'
import { viewFor } from '../view'
import { Driver, scenario } from '../testing/scenario'
import type { ScenarioSpec } from '../testing/scenario'
import { active, bench, eventsOf, pile } from './helpers'
import { auditDb, auditEngine as engine } from './audit-special-cards'

const filler = (n: number, card = 'energy-fire'): string[] => Array.from({ length: n }, () => card)
function game(spec: ScenarioSpec): Driver {
  const players = spec.players.map((p) => ({ deck: filler(5), ...p })) as ScenarioSpec['players']
  return new Driver(engine, scenario(engine, { ...spec, players }))
}
const attack = (d: Driver, name: string): Driver => d.pick(`Attack: ${name}`)
const hasAttack = (d: Driver, name: string): boolean => d.has(`Attack: ${name}`)
const names = (d: Driver, seat: 0 | 1, zone: 'active' | number): string[] => {
  const slot = zone === 'active' ? d.state.players[seat].active! : d.state.players[seat].bench[zone]!
  return slot.stack.map((u) => d.state.cards[u]!.def)
}
/** Take the Prize cards owed (the pending take-prize decision) and return how many were asked for. */
function takeOwed(d: Driver): number {
  const p = d.decision
  expect(p.ask).toBe('take-prize')
  d.pickIndices(Array.from({ length: p.min }, (_, i) => i))
  return p.min
}

describe('rules.md §3 multi-Prize Pokémon: the Prize count does not depend on how or where it is Knocked Out', () => {
  it('rules.md §3 (Pokémon VMAX, 3 Prizes): a Benched VMAX Knocked Out by attack damage gives 3 Prize cards', () => {
    const d = game({
      players: [{ active: 'm-spreader' }, { active: 'big-basic', bench: [{ card: ['v-basic', 'vmax'], damage: 300 }] }],
    })
    attack(d, 'Bench Splash').pick('Voltling VMAX')
    expect(eventsOf(d.events, 'knock-out')).toHaveLength(1)
    expect(takeOwed(d)).toBe(3)
    expect(d.state.players[0].prizes).toHaveLength(3)
  })
  it('rules.md §3 (Pokémon VMAX, 3 Prizes), DMG-1: a VMAX Knocked Out by damage counters (not damage) still gives 3 Prize cards', () => {
    const d = game({
      players: [{ active: 'm-spreader' }, { active: { card: ['v-basic', 'vmax'], damage: 290 }, bench: ['big-basic'] }],
    })
    attack(d, 'Curse Drops').pick('Voltling VMAX')
    expect(takeOwed(d)).toBe(3)
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
    takeOwed(d)
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
    takeOwed(d)
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
    expect(takeOwed(ex)).toBe(2)
    const plain = game({
      players: [{ active: 'm-fire60' }, { active: { card: 'fire-basic', damage: 40 }, bench: ['big-basic'] }],
    })
    attack(plain, 'Nip')
    expect(takeOwed(plain)).toBe(1)
  })
  it('rules.md §3 (Pokémon ex), E-1: a plain Basic evolves into a Pokémon ex from the hand, and the ex keeps damage and Energy', () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', damage: 30, energy: ['energy-fire'] }, hand: ['a-stage1-ex'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Evolve Flamelet into Flamewing ex')
    expect(names(d, 0, 'active')).toEqual(['fire-basic', 'a-stage1-ex'])
    expect(active(d.state, 0).damage).toBe(30)
    expect(active(d.state, 0).energy).toHaveLength(1)
  })
  it('rules.md §3 (TAG TEAM, 3 Prizes): a Benched TAG TEAM Knocked Out by attack damage gives 3 Prize cards', () => {
    const d = game({
      players: [{ active: 'm-spreader' }, { active: 'big-basic', bench: [{ card: 'tagteam', damage: 250 }] }],
    })
    attack(d, 'Bench Splash').pick('Duo & Trio-GX')
    expect(takeOwed(d)).toBe(3)
  })
  it('rules.md §3 (Pokémon VMAX), KO-3: Knocking Out a VMAX with 2 Prize cards left takes both and wins', () => {
    const d = game({
      players: [
        { active: 'm-fire60', prizes: ['energy-water', 'energy-water'] },
        { active: { card: ['v-basic', 'vmax'], damage: 310 }, bench: ['big-basic'] },
      ],
    })
    attack(d, 'Nip')
    if (d.state.pending?.ask === 'take-prize') takeOwed(d)
    expect(d.state.players[0].prizes).toHaveLength(0)
    expect(d.state.result).toMatchObject({ winner: 0, reason: 'prizes' })
  })
})

describe('rules.md §3 VSTAR Power and GX attack: once per player per game', () => {
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
    takeOwed(d)
    d.pick('Boulderback')
    expect(d.state.current).toBe(0)
    d.pick('Evolve Sparkle V into Sparkle VSTAR')
    expect(names(d, 0, 0)).toEqual(['m-v', 'm-vstar'])
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

describe('rules.md §3 Mega Evolution ends the turn', () => {
  it('rules.md §3 (Mega Evolution): Mega Evolving a Benched Pokémon-EX also ends the turn at once', () => {
    const d = game({
      players: [{ active: 'big-basic', bench: ['ex-big'], hand: ['mega', 'item-draw'] }, { active: 'big-basic' }],
    })
    d.pick('Evolve Titan-EX into M Titan-EX')
    expect(d.state.current).toBe(1)
    expect(names(d, 0, 0)).toEqual(['ex-big', 'mega'])
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
    expect(names(d, 0, 'active')).toEqual(['ex-big', 'mega'])
    expect(eventsOf(d.events, 'attack')).toEqual([])
    expect(d.state.current).toBe(1)
  })
})

describe('rules.md §3 Mega Evolution by an Ability', () => {
  it('rules.md §3 (Mega Evolution): Mega Evolving through an Ability ends the turn; an ordinary evolution through it does not', () => {
    const d = game({
      players: [{ active: 'ex-big', bench: ['a-evolve-helper'], hand: ['mega', 'item-draw'] }, { active: 'big-basic' }],
    })
    d.pick('Use Evolution Aid')
    if (d.state.pending?.ask === 'choose-cards') d.pick('M Titan-EX')
    expect(names(d, 0, 'active')).toEqual(['ex-big', 'mega'])
    expect(d.state.current).toBe(1)
    const plain = game({
      players: [{ active: 'fire-basic', bench: ['a-evolve-helper'], hand: ['fire-stage1'] }, { active: 'big-basic' }],
    })
    plain.pick('Use Evolution Aid')
    if (plain.state.pending?.ask === 'choose-cards') plain.pick('Flamewing')
    expect(names(plain, 0, 'active')).toEqual(['fire-basic', 'fire-stage1'])
    expect(plain.state.current).toBe(0)
    expect(plain.state.pending?.ask).toBe('main')
  })
})

describe('rules.md §3 BREAK Evolution', () => {
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
    expect(names(d, 0, 0)).toEqual(['a-seedling', 'a-sprout', 'a-sprout-stage2'])
  })
  it('rules.md §3 (BREAK, 1 Prize): a Knocked Out BREAK Pokémon gives 1 Prize card and all its cards go to the discard pile', () => {
    const d = game({
      players: [{ active: 'm-fire60' }, { active: breakSprout({ damage: 140 }), bench: ['big-basic'] }],
    })
    attack(d, 'Nip')
    expect(takeOwed(d)).toBe(1)
    expect(pile(d.state, 1, 'discard').sort()).toEqual(['a-seedling', 'a-sprout', 'a-sprout-break'])
  })
})

describe('rules.md §3 Tera Pokémon ex', () => {
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
    expect(names(d, 1, 0)).toEqual(['m-tera-fire'])
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
    expect(takeOwed(d)).toBe(2)
  })
})

describe('rules.md §3 Pokémon Tools, Technical Machines, Stadiums', () => {
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
})

describe('rules.md §3 Fossils and Special Energy', () => {
  it('rules.md §3 (Rare Fossil / Fossil Trainer): played as a Basic Pokémon, the Fossil evolves into the Pokémon that "Evolves from" it', () => {
    const d = game({ players: [{ active: 'big-basic', hand: ['a-fossil', 'a-fossil-evo'] }, { active: 'big-basic' }] })
    d.pick('Put Dome Fossil Test on the Bench')
    expect(names(d, 0, 0)).toEqual(['a-fossil'])
    expect(d.labels().some((l) => l.startsWith('Evolve'))).toBe(false) // E-2: not on the turn it was played
    const e = game({
      players: [{ active: 'big-basic', bench: ['a-fossil'], hand: ['a-fossil-evo'] }, { active: 'big-basic' }],
    })
    e.pick('Evolve Dome Fossil Test into Domeling')
    expect(names(e, 0, 0)).toEqual(['a-fossil', 'a-fossil-evo'])
  })
  it('rules.md §3 (Fossil Trainer, 1 Prize): a Fossil in play Knocked Out gives 1 Prize card and goes to the discard pile', () => {
    const d = game({ players: [{ active: 'm-fire60' }, { active: 'a-fossil', bench: ['big-basic'] }] })
    attack(d, 'Fire Fang')
    expect(takeOwed(d)).toBe(1)
    expect(pile(d.state, 1, 'discard')).toEqual(['a-fossil'])
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

describe('rules.md §1.3 deck building: edge cases', () => {
  const db = auditDb()
  const deck = (cards: string[], size = 60): string[] => [...cards, ...filler(Math.max(0, size - cards.length))]
  it('rules.md D-5 (ACE SPEC): an ACE SPEC Energy counts: ACE SPEC Trainer + ACE SPEC Energy is illegal, one alone is legal', () => {
    expect(validateDeck(db, deck(['fire-basic', 'a-ace-energy']), 'modern').ok).toBe(true)
    const r = validateDeck(db, deck(['fire-basic', 'ace-spec', 'a-ace-energy']), 'modern')
    expect(r.ok).toBe(false)
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toMatch(/ACE SPEC/)
  })
  it('rules.md D-5 (ACE SPEC): two copies of the same ACE SPEC card are illegal', () => {
    const r = validateDeck(db, deck(['fire-basic', 'ace-spec', 'ace-spec']), 'modern')
    expect(r.ok).toBe(false)
    expect(r.errors.join(' ')).toMatch(/ACE SPEC/)
  })
  it('rules.md D-7 (Prism Star), D-3: two printings of one Prism Star name are two copies of that name: illegal', () => {
    const r = validateDeck(db, deck(['fire-basic', 'prism', 'a-prism-alt']), 'modern')
    expect(r.ok).toBe(false)
    expect(r.errors.join(' ')).toMatch(/Prism Test/)
  })
  it('rules.md D-6 (Radiant): two printings of the same Radiant Pokémon are 2 Radiant Pokémon: illegal', () => {
    const r = validateDeck(db, deck(['fire-basic', 'radiant', 'a-radiant-alt']), 'modern')
    expect(r.ok).toBe(false)
    expect(r.errors.join(' ')).toMatch(/Radiant/)
  })
  it('rules.md D-4 (Radiant: always Basic): a deck whose only Basic Pokémon is a Radiant Pokémon or a Basic Pokémon ex is legal', () => {
    expect(validateDeck(db, deck(['radiant']), 'modern')).toEqual({ ok: true, errors: [] })
    expect(validateDeck(db, deck(['ex-basic']), 'modern')).toEqual({ ok: true, errors: [] })
  })
  it('rules.md D-4 (Evolution Pokémon ex, VSTAR, VMAX, BREAK, MEGA): without a Basic, Evolution cards alone are illegal', () => {
    const r = validateDeck(db, deck(['a-stage1-ex', 'vstar', 'vmax', 'break', 'mega']), 'modern')
    expect(r.errors).toEqual(['A deck needs at least one Basic Pokémon.'])
  })
  it('rules.md D-2 (classic1999): Special Energy is not exempt from the 4-copy rule in the Base Set rules either', () => {
    const r = validateDeck(db, deck(['fire-basic', ...filler(5, 'energy-double-colorless')]), 'classic1999')
    expect(r.ok).toBe(false)
    expect(r.errors.join(' ')).toMatch(/Double Colorless Energy/)
  })
  it('rules.md D-2, N-4: "ex", "V", "VMAX" and "BREAK" are parts of the name: 4 of each base name and 4 of the suffixed name are legal together', () => {
    const list = [
      ...filler(4, 'fire-basic'),
      ...filler(4, 'ex-basic'),
      ...filler(4, 'fire-stage1'),
      ...filler(4, 'a-stage1-ex'),
      ...filler(4, 'break'),
      ...filler(4, 'v-basic'),
      ...filler(4, 'vmax'),
    ]
    expect(validateDeck(db, deck(list), 'modern')).toEqual({ ok: true, errors: [] })
  })
})

describe('rules.md §3 audit, more edge cases', () => {
  it('rules.md §3 (Radiant: never evolves), N-4: a Stage 1 that evolves from Flamelet cannot evolve Radiant Flamelet', () => {
    const d = game({
      players: [{ active: 'radiant', bench: ['fire-basic'], hand: ['fire-stage1'] }, { active: 'big-basic' }],
    })
    expect(d.labels().filter((l) => l.startsWith('Evolve'))).toEqual(['Evolve Flamelet into Flamewing'])
  })
  it('rules.md §3 (Pokémon VMAX / V), E-8: a VMAX devolved into its Pokémon V gives 2 Prize cards, not 3, when Knocked Out', () => {
    const d = game({
      players: [
        { active: { card: 'm-smoke', energy: ['energy-fire'] }, bench: ['m-fire60'] },
        { active: { card: ['v-basic', 'vmax'], damage: 190 }, bench: ['big-basic'] },
      ],
    })
    attack(d, 'Devolve Ray')
    expect(names(d, 1, 'active')).toEqual(['v-basic'])
    expect(pile(d.state, 1, 'discard')).toEqual(['vmax'])
    d.pick('End turn') // seat 1's turn ends
    d.pick('Retreat')
    attack(d, 'Nip')
    expect(takeOwed(d)).toBe(2)
  })
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
      expect(names(d, seat, 'active')).toEqual(['fire-basic'])
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
    expect(names(d, 0, 0)).toEqual(['a-old-fossil'])
    const e = game({
      rules: 'classic1999',
      players: [{ active: 'big-basic', bench: ['a-old-fossil'], hand: ['a-old-fossil-evo'] }, { active: 'big-basic' }],
    })
    e.pick('Evolve Mystery Fossil Test into Shellfossil')
    expect(names(e, 0, 0)).toEqual(['a-old-fossil', 'a-old-fossil-evo'])
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
  it('rules.md D-8 (V-UNION): "all four copies … must be part of the same set": pieces from two sets are illegal', () => {
    const db = auditDb()
    expect(
      validateDeck(db, ['fire-basic', 'a-union-1', 'a-union-2', 'a-union-3', 'a-union-4', ...filler(55)], 'modern'),
    ).toEqual({ ok: true, errors: [] })
    const r = validateDeck(
      db,
      ['fire-basic', 'a-union-1', 'a-union-2', 'a-union-3', 'a-union-4b', ...filler(55)],
      'modern',
    )
    expect(r.ok).toBe(false)
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toMatch(/Audit V-UNION.*same set/)
  })
  it('rules.md D-4 (classic1999, inference), §3 Fossils: a Fossil Trainer is not a Basic Pokémon in the deck: Fossil + its Stage 1 alone is illegal', () => {
    const db = auditDb()
    const r = validateDeck(
      db,
      [...filler(4, 'a-old-fossil'), ...filler(4, 'a-old-fossil-evo'), ...filler(52)],
      'classic1999',
    )
    expect(r.errors).toEqual(['A deck needs at least one Basic Pokémon.'])
    expect(
      validateDeck(
        db,
        [...filler(4, 'a-old-fossil'), ...filler(4, 'a-old-fossil-evo'), 'water-basic', ...filler(51)],
        'classic1999',
      ).ok,
    ).toBe(true)
  })
  it('rules.md D-3 (classic1999): 5 cards of one name across two printings are illegal; 4 are legal', () => {
    const db = auditDb()
    expect(
      validateDeck(db, [...filler(2, 'fire-basic'), ...filler(2, 'a-flamelet-alt'), ...filler(56)], 'classic1999'),
    ).toEqual({ ok: true, errors: [] })
    const r = validateDeck(
      db,
      [...filler(3, 'fire-basic'), ...filler(2, 'a-flamelet-alt'), ...filler(55)],
      'classic1999',
    )
    expect(r.ok).toBe(false)
    expect(r.errors).toEqual(['Too many cards named "Flamelet": 5 (at most 4).'])
  })
})

describe('rules.md §7.6: once-per-game resources and Sudden Death', () => {
  it('rules.md §7.6, W-4: GX attack and VSTAR Power, used up in the game, are available again in the Sudden Death game', () => {
    const d = game({
      players: [
        {
          active: { card: 'm-recoil', damage: 40 },
          bench: ['m-gx', ...filler(2, 'fire-basic')],
          prizes: ['energy-fire'],
          deck: filler(20),
        },
        {
          active: { card: 'fire-basic', damage: 40 },
          bench: [{ card: ['m-v', 'm-vstar'] }],
          prizes: ['energy-fire'],
          deck: filler(20),
        },
      ],
    })
    for (const p of d.state.players) {
      p.gxUsed = true
      p.vstarUsed = true
    }
    d.state = engine.resume(d.state).state
    attack(d, 'Reckless Charge') // 40 to Flamelet (50 HP, 40 damage) and 20 to itself (60 HP, 40 damage): both Knocked Out
    for (let i = 0; i < 4 && d.state.pending?.ask === 'take-prize'; i++) takeOwed(d)
    expect(d.state.suddenDeath).toBe(1)
    expect(d.state.players.map((p) => [p.gxUsed, p.vstarUsed])).toEqual([
      [false, false],
      [false, false],
    ])
  })
})

describe("rules.md §3: what players see and the TM attack as the Pokémon's own", () => {
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
  it('rules.md §3 (VSTAR Power: "a VSTAR marker turns face down"): the opponent can see that the VSTAR Power has been used', () => {
    const d = game({ players: [{ active: { card: ['m-v', 'm-vstar'] } }, { active: 'big-basic' }] })
    expect(viewFor(d.state, 1, engine.db).opponent.vstarUsed).toBe(false)
    d.pick('Use Star Draw')
    expect(viewFor(d.state, 1, engine.db).opponent.vstarUsed).toBe(true)
    expect(viewFor(d.state, 1, engine.db).me.vstarUsed).toBe(false)
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
  it("rules.md §3 (Lost Zone: face up), Z-8: both players see the cards in a player's Lost Zone", () => {
    const d = game({ players: [{ active: 'big-basic', hand: ['prism'] }, { active: 'big-basic' }] })
    d.pick('Play Prism Test')
    expect(viewFor(d.state, 1, engine.db).opponent.lostZone.map((c) => c.def)).toEqual(['prism'])
  })
})

describe('rules.md §3 Rule Box Pokémon and Abilities', () => {
  const lock = { card: 'a-rulebox-lock', owner: 1 as const }
  it('rules.md §3 (Rule Box Pokémon, VSTAR Power Ability): "Rule Box Pokémon lose Abilities" stops a VSTAR Power Ability and a Radiant\'s Ability, not a plain Pokémon\'s', () => {
    const d = game({
      stadium: lock,
      players: [
        { active: { card: ['m-v', 'm-vstar'] }, bench: ['a-radiant-seer', { card: ['a-seedling', 'a-sprout'] }] },
        { active: 'big-basic' },
      ],
    })
    expect(d.has('Use Star Draw')).toBe(false)
    expect(d.has('Use Radiant Sight')).toBe(false)
    expect(d.has('Use Green Draw')).toBe(true)
    const free = game({
      players: [{ active: { card: ['m-v', 'm-vstar'] }, bench: ['a-radiant-seer'] }, { active: 'big-basic' }],
    })
    expect(free.has('Use Star Draw')).toBe(true)
    expect(free.has('Use Radiant Sight')).toBe(true)
  })
  it('rules.md §3 (Tera), AB-2: the Tera Bench protection is a rule, not an Ability: blocking Abilities of Rule Box Pokémon does not remove it', () => {
    const d = game({
      stadium: lock,
      players: [{ active: 'm-spreader' }, { active: 'big-basic', bench: ['tera-basic'] }],
    })
    attack(d, 'Bench Splash').pick('Crystal ex')
    expect(bench(d.state, 1, 0).damage).toBe(0)
  })
  it('rules.md §3 (VSTAR Power attack), AB-2: a VSTAR Power attack is an attack, not an Ability: blocking Abilities does not stop it', () => {
    const d = game({ stadium: lock, players: [{ active: { card: ['m-v', 'm-vstar'] } }, { active: 'big-basic' }] })
    expect(hasAttack(d, 'Star Burst')).toBe(true)
    attack(d, 'Star Burst')
    expect(active(d.state, 1).damage).toBe(50)
  })
})

describe('rules.md §3 Ancient Traits and Fossil Items', () => {
  it('rules.md §3 (Ancient Traits): "neither an attack nor an Ability": an effect that stops Abilities does not stop an Ancient Trait', () => {
    const d = game({
      stadium: { card: 'a-ability-lock', owner: 0 },
      players: [{ active: 'm-fire60' }, { active: 'a-trait' }],
    })
    attack(d, 'Fire Fang')
    expect(active(d.state, 1).damage).toBe(40)
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
