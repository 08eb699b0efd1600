import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../engine'
import { active, canPlay, game, pile, stackOf } from './trainer-helpers'

describe('base1-72 Devolution Spray', () => {
  it('goes back to the chosen stage: cards above are discarded, damage and Energy stay, conditions end', () => {
    const d = game({
      players: [
        {
          active: {
            card: ['fire-basic', 'fire-stage1', 'fire-stage2'],
            damage: 30,
            energy: ['energy-fire'],
            conditions: ['confused', 'poisoned'],
          },
          hand: ['base1-72'],
        },
        { active: 'water-basic' },
      ],
    })
    d.pick('Play Devolution Spray').pick('Flamelord')
    expect(d.labels()).toEqual(['Back to Flamelet', 'Back to Flamewing'])
    d.pick('Back to Flamewing')
    const a = active(d.state, 0)
    expect(stackOf(d.state, a)).toEqual(['fire-basic', 'fire-stage1'])
    expect(a.damage).toBe(30)
    expect(a.energy.length).toBe(1)
    expect(a.conditions.rotation).toBeNull()
    expect(a.conditions.poisoned).toBe(false)
    expect(pile(d.state, 0, 'discard').sort()).toEqual(['base1-72', 'fire-stage2'])
  })
  it('Knocks Out the Pokémon if its damage reaches the lower HP; the opponent takes a Prize', () => {
    const d = game({
      players: [
        { active: { card: ['fire-basic', 'fire-stage1'], damage: 50 }, bench: ['water-basic'], hand: ['base1-72'] },
        { active: 'water-basic' },
      ],
    })
    d.pick('Play Devolution Spray').pick('Flamewing') // one stage below: no stage question
    expect(d.decision.ask).toBe('take-prize')
    d.pick('Prize card 1')
    expect(d.state.players[1].prizes.length).toBe(5)
    expect(pile(d.state, 0, 'discard')).toEqual(expect.arrayContaining(['fire-basic', 'fire-stage1', 'base1-72']))
  })
  it("can't be played without an evolved Pokémon", () => {
    expect(
      canPlay(
        game({ players: [{ active: 'fire-basic', hand: ['base1-72'] }, { active: 'water-basic' }] }),
        'Devolution Spray',
      ),
    ).toBe(false)
  })
})

describe('base1-76 Pokémon Breeder', () => {
  const spec = (opts: { turn?: number; playedTurn?: number; hand?: string[] } = {}) => ({
    turn: opts.turn ?? 3,
    players: [
      {
        active: { card: 'fire-basic', playedTurn: opts.playedTurn ?? 0, damage: 10 },
        bench: ['water-basic'],
        hand: opts.hand ?? ['base1-76', 'fire-stage2'],
      },
      { active: 'water-basic' },
    ] as [object, object],
  })
  for (const rules of ['classic1999', 'modern'] as const) {
    it(`${rules}: puts the Stage 2 straight onto the matching Basic, skipping the Stage 1`, () => {
      const d = game({ rules, ...spec() } as never)
      d.pick('Play Pokémon Breeder')
      const a = active(d.state, 0)
      expect(stackOf(d.state, a)).toEqual(['fire-basic', 'fire-stage2'])
      expect(a.damage).toBe(10)
      expect(pile(d.state, 0, 'discard')).toEqual(['base1-76'])
      // It has just evolved: it can't evolve again this turn (and the usual Stage 2 option is gone).
      expect(a.playedTurn).toBe(d.state.turn)
    })
  }
  it('the choice names the Stage 2 card in the hand, so only its player sees the options (rules.md Z-4)', () => {
    const d = game({
      turn: 3,
      players: [
        {
          active: { card: 'fire-basic', playedTurn: 0 },
          bench: [{ card: 'fire-basic', playedTurn: 0 }],
          hand: ['base1-76', 'fire-stage2'],
        },
        { active: 'water-basic' },
      ],
    } as never)
    d.pick('Play Pokémon Breeder')
    expect(d.decision.options.map((o) => o.label)).toEqual([
      'Put Flamelord on Flamelet (Active)',
      'Put Flamelord on Flamelet (Bench 1)',
    ])
    expect(viewFor(d.state, 0).pending?.decision?.options).toHaveLength(2)
    expect(viewFor(d.state, 1).pending?.decision).toBeNull()
    expect(JSON.stringify(viewFor(d.state, 1))).not.toContain('Flamelord')
  })
  it("can't be played during your first turn, on a Pokémon put into play this turn, or without a matching pair", () => {
    expect(canPlay(game(spec({ turn: 1 }) as never), 'Pokémon Breeder')).toBe(false)
    expect(canPlay(game(spec({ playedTurn: 3 }) as never), 'Pokémon Breeder')).toBe(false)
    expect(canPlay(game(spec({ hand: ['base1-76', 'fire-stage1'] }) as never), 'Pokémon Breeder')).toBe(false)
    expect(canPlay(game(spec() as never), 'Pokémon Breeder')).toBe(true)
  })
  it('asks which pair when there is more than one matching Basic', () => {
    const d = game({
      players: [
        { active: 'fire-basic', bench: ['fire-basic'], hand: ['base1-76', 'fire-stage2'] },
        { active: 'water-basic' },
      ],
    })
    d.pick('Play Pokémon Breeder')
    expect(d.labels()).toEqual(['Put Flamelord on Flamelet (Active)', 'Put Flamelord on Flamelet (Bench 1)'])
    d.pick('Bench 1')
    expect(stackOf(d.state, d.state.players[0].bench[0])).toEqual(['fire-basic', 'fire-stage2'])
    expect(stackOf(d.state, active(d.state, 0))).toEqual(['fire-basic'])
  })
})
