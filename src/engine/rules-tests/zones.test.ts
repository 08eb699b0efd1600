/**
 * Rules tests for rules.md §1.1 (zones and visibility: Z-1…Z-11).
 * Z-2 (exactly one Active) and Z-3 (Bench of 5) are also in actions.test.ts; Z-7 (Prizes) in setup.test.ts;
 * Z-11 (one shared Stadium) with T-STAD in actions.test.ts.
 *
 * Not engine-testable: Z-8's "can never come back" is a promise about card effects (no engine action ever
 * takes a card out of the Lost Zone, which the test below checks only for the main menu).
 */
import { describe, expect, it } from 'vitest'
import { viewEvents, viewFor } from '../view'
import { actionLabels, game } from './helpers'

describe('Z-1: each player has their own zones', () => {
  it('rules.md Z-1: each player has a deck, hand, discard pile, Prize cards, Active Spot and Bench of their own', () => {
    const d = game({
      players: [
        {
          active: 'fire-basic',
          bench: ['water-basic'],
          hand: ['item-draw'],
          deck: ['energy-fire', 'energy-fire', 'energy-fire'],
          discard: ['energy-grass'],
        },
        { active: 'grass-basic', hand: ['energy-water'], deck: ['energy-water'], discard: [] },
      ],
    })
    const v = viewFor(d.state, 0)
    expect(v.me).toMatchObject({ seat: 0, handCount: 1, deckCount: 3, prizeCount: 6 })
    expect(v.opponent).toMatchObject({ seat: 1, handCount: 1, deckCount: 1, prizeCount: 6 })
    expect(v.me.discard.map((c) => c.def)).toEqual(['energy-grass'])
    expect(v.opponent.discard).toEqual([])
    // Playing a Trainer draws from the player's own deck and discards to their own pile.
    d.pick('Play Quick Draw')
    const w = viewFor(d.state, 0)
    expect(w.me.deckCount).toBe(1)
    expect(w.opponent.deckCount).toBe(1)
    expect(w.me.discard.map((c) => c.def)).toEqual(['energy-grass', 'item-draw'])
    expect(w.opponent.discard).toEqual([])
  })
})

describe('Z-4, Z-5: hidden zones', () => {
  it("rules.md Z-4: the opponent's hand is hidden: only its size is known", () => {
    const d = game({
      players: [{ active: 'fire-basic', hand: ['item-draw', 'energy-fire'] }, { active: 'water-basic' }],
    })
    const v = viewFor(d.state, 1)
    expect(v.opponent.hand).toBeNull()
    expect(v.opponent.handCount).toBe(2)
    expect(JSON.stringify(v)).not.toContain('item-draw')
    // Nor can the opponent read the main menu, which would list the hand.
    expect(v.pending).toMatchObject({ seat: 0, ask: 'main', decision: null })
    expect(viewFor(d.state, 0).me.hand!.map((c) => c.def)).toEqual(['item-draw', 'energy-fire'])
  })

  it('rules.md Z-5: both players know how many cards each deck holds, but not which cards or their order', () => {
    const d = game({
      players: [
        { active: 'fire-basic', deck: ['energy-grass', 'water-basic', 'energy-metal'] },
        { active: 'water-basic', deck: ['energy-psychic'] },
      ],
    })
    for (const viewer of [0, 1] as const) {
      const v = viewFor(d.state, viewer)
      expect(v.me.deckCount + v.opponent.deckCount).toBe(4)
      const json = JSON.stringify(v)
      for (const hidden of ['energy-grass', 'energy-metal', 'energy-psychic']) expect(json).not.toContain(hidden)
    }
  })

  it('rules.md Z-5: a card that lets a player search their deck shows the deck to that player only, then shuffles it', () => {
    const d = game({
      players: [
        {
          active: 'fire-basic',
          hand: ['item-search'],
          deck: ['energy-fire', 'water-basic', 'grass-basic', 'energy-fire'],
        },
        { active: 'water-basic' },
      ],
    })
    d.pick('Play Basic Finder')
    expect(d.state.pending).toMatchObject({ ask: 'choose-cards', seat: 0 })
    expect(d.labels().sort()).toEqual(['Leaflet', 'Splashling'])
    expect(viewFor(d.state, 1).pending).toMatchObject({ seat: 0, decision: null })
    d.pick('Leaflet')
    expect(d.events.some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
    expect(d.state.players[0].hand.map((u) => d.state.cards[u]!.def)).toEqual(['grass-basic'])
  })
})

describe('Z-6: the discard pile', () => {
  it('rules.md Z-6: the discard pile is face up: both players see every card in both piles', () => {
    const d = game({
      players: [
        { active: 'fire-basic', discard: ['item-draw', 'energy-fire'] },
        { active: 'water-basic', discard: ['supporter-draw'] },
      ],
    })
    expect(viewFor(d.state, 1).opponent.discard.map((c) => c.def)).toEqual(['item-draw', 'energy-fire'])
    expect(viewFor(d.state, 0).opponent.discard.map((c) => c.def)).toEqual(['supporter-draw'])
  })

  it("rules.md Z-6: a Knocked Out Pokémon and all cards attached go to its owner's discard pile, in view of both", () => {
    const d = game({
      players: [
        { active: { card: 'big-basic', energy: ['energy-fighting', 'energy-fighting'] } },
        {
          active: { card: ['fire-basic', 'fire-stage1'], damage: 60, energy: ['energy-fire'], tools: ['tool-b'] },
          bench: ['water-basic'],
        },
      ],
    })
    d.pick('Attack: Rumble').pick('Prize card 1')
    const disc = d.state.players[1].discard.map((u) => d.state.cards[u]!.def).sort()
    expect(disc).toEqual(['energy-fire', 'fire-basic', 'fire-stage1', 'tool-b'])
    expect(d.state.players[0].discard).toEqual([])
    const seen = viewEvents(d.events, 0).filter((e) => e.type === 'move' && e.seat === 1 && e.to === 'discard')
    expect(seen.every((e) => e.type === 'move' && e.card !== null)).toBe(true)
  })
})

describe('Z-8: the Lost Zone', () => {
  it('rules.md Z-8: cards sent to the Lost Zone lie face up, out of play, and cannot be played', () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['prism'], deck: ['energy-fire'], lostZone: ['item-draw', 'water-basic'] },
        { active: 'water-basic' },
      ],
    })
    // Nothing in the Lost Zone is offered.
    expect(d.labels()).toEqual(['Play Prism Test', 'End turn'])
    d.pick('Play Prism Test')
    const v = viewFor(d.state, 1).opponent
    expect(v.lostZone.map((c) => c.def)).toEqual(['item-draw', 'water-basic', 'prism'])
    expect(v.discard).toEqual([])
  })
})

describe('Z-9: only cards in play have effects', () => {
  it('rules.md Z-9: Energy in the hand or discard pile does not pay attack costs', () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['energy-fire'], discard: ['energy-fire', 'energy-fire'] },
        { active: 'big-basic' },
      ],
    })
    expect(actionLabels(d, 'attack')).toEqual([])
  })

  it('rules.md Z-9: a Tool in the hand or discard pile does nothing; attached (in play) it works', () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'] }, hand: ['tool-boost'], discard: ['tool-boost'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Attack: Scratch')
    expect(d.state.players[1].active!.damage).toBe(10)
    const e = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'], tools: ['tool-boost'] } },
        { active: 'big-basic' },
      ],
    })
    e.pick('Attack: Scratch')
    expect(e.state.players[1].active!.damage).toBe(20)
  })

  it('rules.md Z-9: a Stadium in the discard pile has no effect', () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['item-draw'], discard: ['item-lock'], deck: ['energy-fire', 'energy-fire'] },
        { active: 'water-basic' },
      ],
    })
    expect(actionLabels(d, 'play-trainer')).toEqual(['Play Quick Draw'])
    const locked = game({
      players: [{ active: 'fire-basic', hand: ['item-draw'] }, { active: 'water-basic' }],
      stadium: { card: 'item-lock', owner: 1 },
    })
    expect(actionLabels(locked, 'play-trainer')).toEqual([])
  })
})

describe('Z-10: in-play cards are public', () => {
  it('rules.md Z-10: both players see every in-play Pokémon with its attached cards, damage and conditions', () => {
    const d = game({
      players: [
        {
          active: {
            card: ['fire-basic', 'fire-stage1'],
            energy: ['energy-fire'],
            tools: ['tool-b'],
            damage: 20,
            conditions: ['poisoned', 'asleep'],
          },
          bench: ['water-basic'],
        },
        { active: 'grass-basic' },
      ],
    })
    const opp = viewFor(d.state, 1).opponent
    expect(opp.active).toMatchObject({
      faceDown: false,
      stack: [{ def: 'fire-basic' }, { def: 'fire-stage1' }],
      energy: [{ def: 'energy-fire' }],
      tools: [{ def: 'tool-b' }],
      damage: 20,
      conditions: { rotation: 'asleep', poisoned: true },
    })
    expect(opp.bench.map((s) => s.stack[0]!.def)).toEqual(['water-basic'])
  })
})

describe('Z-11: one Stadium for both players', () => {
  it("rules.md Z-11: a player's Stadium replaces the opponent's: there is never more than one in play", () => {
    const d = game({
      players: [
        { active: 'fire-basic', hand: ['stadium-b'] },
        { active: 'water-basic', hand: ['stadium-a'] },
      ],
      stadium: { card: 'stadium-a', owner: 1 },
    })
    d.pick('Play Test Field')
    for (const seat of [0, 1] as const)
      expect(viewFor(d.state, seat).stadium).toMatchObject({ card: { def: 'stadium-b' }, owner: 0 })
    d.pick('End turn')
    // The opponent may play their own "Test Arena" again over it (different name).
    d.pick('Play Test Arena')
    expect(viewFor(d.state, 0).stadium).toMatchObject({ card: { def: 'stadium-a' }, owner: 1 })
    expect(d.state.players[0].discard.map((u) => d.state.cards[u]!.def)).toEqual(['stadium-b'])
  })
})
