/**
 * Rules tests for rules.md §1.2 (card types, stages, Energy types: C-1…C-7) and §2 row 25 (Trainer subtypes).
 *
 * Not engine-testable:
 * - C-3's note that SV prints no Fairy Pokémon and C-4's "no basic Dragon or Colorless Energy" are facts about
 *   the printed card pool (card data), not engine behaviour; the engine side (Fairy works as a type) is tested.
 * - C-5's "subtype printed upper-left / upper-right" is card-face layout (UI only).
 */
import { describe, expect, it } from 'vitest'
import { actionLabels, game, playSetup } from './helpers'

describe('C-1: three card types', () => {
  it('rules.md C-1: Pokémon, Energy and Trainer cards are each played their own way', () => {
    const d = game({
      players: [{ active: 'fire-basic', hand: ['water-basic', 'energy-fire', 'item-draw'] }, { active: 'water-basic' }],
    })
    const byType = d.decision.options.filter(
      (o) =>
        o.kind === 'action' &&
        o.action.type !== 'end-turn' &&
        o.action.type !== 'attack' &&
        o.action.type !== 'retreat',
    )
    expect(byType.map((o) => (o.kind === 'action' ? `${o.action.type}: ${o.label}` : ''))).toEqual([
      'bench: Put Splashling on the Bench',
      'attach-energy: Attach Fire Energy to Flamelet',
      'play-trainer: Play Quick Draw',
    ])
  })
})

describe('C-2: stages', () => {
  it('rules.md C-2: Stage 1 and Stage 2 are Evolution cards: they cannot be put into play on their own', () => {
    const d = game({
      players: [{ active: 'water-basic', hand: ['fire-stage1', 'fire-stage2'] }, { active: 'water-basic' }],
    })
    expect(d.labels()).toEqual(['End turn'])
  })

  it('rules.md C-2: VSTAR and VMAX are Evolution cards: the "in play since the start of the turn" rule applies to them', () => {
    const d = game({ players: [{ active: 'fire-basic', hand: ['v-basic', 'vstar'] }, { active: 'water-basic' }] })
    d.pick('Put Voltling V on the Bench')
    expect(actionLabels(d, 'evolve')).toEqual([])
  })

  it('rules.md C-2: V-UNION and Restored Pokémon are not Basic: they do not count for the opening hand (mulligan)', () => {
    const deck = [
      ...Array<string>(28).fill('vunion-a'),
      ...Array<string>(28).fill('restored'),
      ...Array<string>(4).fill('fire-basic'),
    ]
    for (let seed = 1; seed < 100; seed++) {
      const d = playSetup({ decks: [deck, deck], seed, rules: 'modern', forcedFlips: [true] })
      const mull = d.events.find(
        (e) =>
          e.type === 'mulligan' &&
          e.cards.some((c) => c.def === 'vunion-a') &&
          e.cards.some((c) => c.def === 'restored'),
      )
      if (!mull) continue
      // Each placed Pokémon is a real Basic.
      for (const p of d.state.players)
        for (const s of [p.active!, ...p.bench]) expect(d.state.cards[s.stack[0]!]!.def).toBe('fire-basic')
      return
    }
    throw new Error('no seed found')
  })

  it('rules.md C-2, §3 Restored: once in play, a Restored Pokémon evolves normally into a Stage 1 that evolves from it', () => {
    const d = game({
      players: [{ active: 'water-basic', bench: ['restored'], hand: ['restored-evo'] }, { active: 'water-basic' }],
    })
    expect(actionLabels(d, 'evolve')).toEqual(['Evolve Omanyte into Omastar'])
  })
})

describe('C-3, C-4: types and basic Energy', () => {
  it('rules.md C-3: Fairy and Dragon are types the engine supports (Fairy attack vs. Fairy Weakness doubles damage)', () => {
    const d = game({
      players: [{ active: { card: 'fairy-basic', energy: ['energy-fairy'] } }, { active: 'fairy-weak' }],
    })
    d.pick('Attack: Sparkle')
    expect(d.state.players[1].active!.damage).toBe(40)
  })

  it('rules.md C-4, C-6: each basic Energy provides its own type (Fairy Energy pays a Fairy cost; Fire Energy does not)', () => {
    const ok = game({
      players: [{ active: { card: 'fairy-basic', energy: ['energy-fairy'] } }, { active: 'water-basic' }],
    })
    expect(actionLabels(ok, 'attack')).toEqual(['Attack: Sparkle'])
    const no = game({
      players: [{ active: { card: 'fairy-basic', energy: ['energy-fire'] } }, { active: 'water-basic' }],
    })
    expect(actionLabels(no, 'attack')).toEqual([])
  })
})

describe('C-5, §2 row 25: Trainer subtypes', () => {
  it('rules.md C-5, §2 row 25 (modern): Item, Supporter, Stadium and Pokémon Tool are distinct subtypes, each with its own rule', () => {
    const d = game({
      players: [
        {
          active: 'fire-basic',
          hand: ['item-draw', 'supporter-draw', 'stadium-a', 'tool-b'],
          deck: Array<string>(10).fill('restored'),
        },
        { active: 'water-basic' },
      ],
    })
    expect(d.labels()).toEqual([
      'Play Quick Draw',
      'Play Professor Test',
      'Play Test Arena',
      'Attach Guard Charm to Flamelet',
      'End turn',
    ])
    d.pick('Play Test Arena').pick('Attach Guard Charm to Flamelet')
    expect(d.state.stadium).not.toBeNull() // stays in play
    expect(d.state.players[0].active!.tools).toHaveLength(1) // attached
    expect(d.state.players[0].discard).toEqual([])
  })

  it('rules.md C-5, §2 row 25 (modern): a Pokémon Tool is its own subtype, not an Item: "no Items" effects do not stop it', () => {
    const d = game({
      players: [{ active: 'fire-basic', hand: ['item-draw', 'tool-b', 'supporter-b'] }, { active: 'water-basic' }],
      stadium: { card: 'item-lock', owner: 1 },
    })
    expect(d.labels()).toEqual(['Attach Guard Charm to Flamelet', 'Play Coach Test', 'End turn'])
  })

  it('rules.md C-5 (swsh): a Pokémon Tool is an Item card: "no Items" effects stop it, a Supporter is still played', () => {
    const d = game({
      rules: 'swsh',
      players: [
        { active: 'fire-basic', hand: ['item-draw', 'tool-b', 'supporter-b'], bench: ['water-basic'] },
        { active: 'water-basic' },
      ],
      stadium: { card: 'item-lock', owner: 1 },
    })
    expect(d.labels()).toEqual(['Play Coach Test', 'End turn'])
  })

  it('rules.md C-5: an effect that finds "an Item card" finds a Tool or a TM under Sword & Shield rules only', () => {
    const offered = (rules: 'modern' | 'swsh'): string[] => {
      const d = game({
        rules,
        players: [
          { active: 'fire-basic', hand: ['item-recycle'], discard: ['tool-b', 'tm', 'item-draw', 'supporter-b'] },
          { active: 'water-basic' },
        ],
      })
      d.pick('Play Item Finder')
      return d.decision.options.map((o) => o.label)
    }
    expect(offered('modern')).toEqual(['Quick Draw'])
    expect(offered('swsh')).toEqual(['Guard Charm', 'TM: Blast', 'Quick Draw'])
  })

  it('rules.md B-8, §2 row 25 (classic1999): Trainers are one kind of one-time card: played, then discarded', () => {
    const d = game({
      rules: 'classic1999',
      players: [
        {
          active: 'fire-basic',
          hand: ['item-draw', 'supporter-draw', 'stadium-a'],
          deck: Array<string>(10).fill('restored'),
        },
        { active: 'water-basic' },
      ],
    })
    expect(d.labels()).toEqual(['Play Quick Draw', 'Play Professor Test', 'Play Test Arena', 'End turn'])
    d.pick('Play Quick Draw').pick('Play Professor Test').pick('Play Test Arena')
    expect(d.state.players[0].discard).toHaveLength(3)
    expect(d.state.stadium).toBeNull()
  })
})

describe('C-6, C-7: attack costs', () => {
  it('rules.md C-6: each typed symbol needs Energy of that type; Colorless takes any type', () => {
    // Ember costs Fire + Colorless.
    const wrong = game({
      players: [{ active: { card: 'fire-basic', energy: ['energy-water', 'energy-water'] } }, { active: 'big-basic' }],
    })
    expect(actionLabels(wrong, 'attack')).toEqual(['Attack: Scratch'])
    const right = game({
      players: [{ active: { card: 'fire-basic', energy: ['energy-fire', 'energy-water'] } }, { active: 'big-basic' }],
    })
    expect(actionLabels(right, 'attack')).toEqual(['Attack: Scratch', 'Attack: Ember'])
    const short = game({
      players: [{ active: { card: 'fire-basic', energy: ['energy-fire'] } }, { active: 'big-basic' }],
    })
    expect(actionLabels(short, 'attack')).toEqual(['Attack: Scratch'])
  })

  it('rules.md C-6: a Double Colorless Energy pays two Colorless symbols; it cannot pay a typed symbol', () => {
    const dce = game({
      players: [{ active: { card: 'big-basic', energy: ['energy-double-colorless'] } }, { active: 'water-basic' }],
    })
    expect(actionLabels(dce, 'attack')).toEqual(['Attack: Rumble'])
    const typed = game({
      players: [{ active: { card: 'water-basic', energy: ['energy-double-colorless'] } }, { active: 'water-basic' }],
    })
    expect(actionLabels(typed, 'attack')).toEqual([])
  })

  for (const rules of ['modern', 'classic1999'] as const) {
    it(`rules.md C-6 (${rules}): an attack with a free cost needs no Energy`, () => {
      const d = game({ rules, players: [{ active: 'colorless-basic' }, { active: 'big-basic' }] })
      expect(actionLabels(d, 'attack')).toEqual(['Attack: Pound'])
    })

    it(`rules.md C-7 (${rules}): attacking does not discard Energy unless the attack says so`, () => {
      const d = game({
        rules,
        players: [{ active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] } }, { active: 'big-basic' }],
      })
      d.pick('Attack: Ember')
      expect(d.state.players[0].active!.energy).toHaveLength(2)
      expect(d.state.players[0].discard).toEqual([])
    })
  }
})
