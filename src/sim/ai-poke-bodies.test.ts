/**
 * The computer's damage estimate counts the Poké-Bodies that change damage, types or Resistance (issue 21), on the real
 * cards: Wobbuffet's Safeguard, Illumise's Glowing Screen, Beautifly's Withering Dust, Kecleon's Energy Variation.
 * Lives in src/sim because it needs both the AI and the card sets (src/ai may not import src/cards).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState } from '../engine'
import { scenario, type SideSpec } from '../engine/testing/scenario'
import { cardDb } from '../cards/registry'
import { canKnockOut, estimateDamage } from '../ai/knowledge'
import { loadAiHints } from '../cards/ai-hints'
import { SETS } from '../cards/sets'
import { freshTurnMemory, heuristicPicks } from '../ai/heuristic/policy'

const db = cardDb()
const engine = createEngine(db)
const hints = await loadAiHints(SETS)
const E = { fighting: 'base1-97', fire: 'base1-98', water: 'base1-102' }
const deck = Array<string>(8).fill(E.fire)
const prizes = deck.slice(0, 6)

const MACHOKE = 'base1-34' // Fighting: Karate Chop 50 minus 10 per damage counter on it
const DRAGONAIR = 'base1-18' // 80 HP, no Weakness, no Resistance
const WOBBUFFET = 'ex2-26' // Safeguard; 80 HP, weak to Psychic only
const LAPRAS_EX = 'ex1-99' // a Pokémon-ex (Water): Energy Ball 10 plus 10 per Energy beyond the cost, at most 20 more
const ILLUMISE = 'ex2-38' // Glowing Screen; 60 HP, Grass, weak to Fire
const VOLBEAT = 'ex2-53'
const FEAROW = ['ex2-81', 'ex2-37'] // resists Fighting (−30 in the EX era)
const BEAUTIFLY = ['ex1-78', 'ex1-43', 'ex1-2'] // Wurmple, Silcoon, Beautifly: Withering Dust
const KECLEON = 'ex2-18' // Energy Variation; printed Colorless; Double Scratch: 2 coins, 20 for each heads

const position = (me: SideSpec, opp: SideSpec): GameState =>
  scenario(engine, {
    rules: 'classic1999',
    players: [
      { deck, prizes, ...me },
      { deck, prizes, ...opp },
    ],
  })

function estimate(state: GameState, attack: string): number {
  const v = viewFor(state, 0, db)
  const att = v.me.active!
  const def = db.get(att.stack.at(-1)!.def)
  const atk = (def.kind === 'pokemon' ? def.attacks : []).find((a) => a.name === attack)!
  return estimateDamage(db, v, att, atk, v.opponent.active)
}

describe("Safeguard (ex2 Wobbuffet): no damage from the opponent's Pokémon-ex", () => {
  const ballAt = (defender: SideSpec['active']) =>
    position({ active: { card: LAPRAS_EX, energy: [E.water, E.water, E.water] } }, { active: defender })

  it('a Pokémon-ex does nothing to Wobbuffet, and the same attack still hurts another Pokémon', () => {
    expect(estimate(ballAt(WOBBUFFET), 'Energy Ball')).toBe(0)
    expect(estimate(ballAt(DRAGONAIR), 'Energy Ball')).toBe(30)
  })

  it('no Knock Out of a battered Wobbuffet is in reach of a Pokémon-ex, one is of another Pokémon', () => {
    const v = viewFor(ballAt({ card: WOBBUFFET, damage: 60 }), 0, db)
    expect(canKnockOut(db, v, v.me.active, v.opponent.active)).toBe(false)
    const machoke = viewFor(
      position(
        { active: { card: MACHOKE, energy: [E.fighting, E.fighting, E.fighting] } },
        { active: { card: WOBBUFFET, damage: 60 } },
      ),
      0,
      db,
    )
    expect(canKnockOut(db, machoke, machoke.me.active, machoke.opponent.active)).toBe(true)
  })
})

describe('Glowing Screen (ex2 Illumise): 30 less from Fighting or Darkness Pokémon while a Volbeat is in play', () => {
  const chop = (mine: SideSpec['bench'], theirs: SideSpec['bench']) =>
    estimate(
      position(
        { active: { card: MACHOKE, energy: [E.fighting, E.fighting, E.fighting] }, bench: mine },
        { active: ILLUMISE, bench: theirs },
      ),
      'Karate Chop',
    )

  it("Karate Chop does 50, or 20 with a Volbeat in play on either player's side", () => {
    expect([chop([], []), chop([], [VOLBEAT]), chop([VOLBEAT], [])]).toEqual([50, 20, 20])
  })
})

describe("Withering Dust (ex1 Beautifly): no Active Pokémon's Resistance while Beautifly is in play", () => {
  // DMG-4 (rules.md): Fearow resists Fighting, −30 in the EX era; Withering Dust takes that Resistance away.
  const chop = (mine: SideSpec['bench']) =>
    estimate(
      position(
        { active: { card: MACHOKE, energy: [E.fighting, E.fighting, E.fighting] }, bench: mine },
        { active: { card: FEAROW } },
      ),
      'Karate Chop',
    )

  it('Karate Chop does 20 to Fearow, or 50 with a Beautifly in play', () => {
    expect([chop([]), chop([{ card: BEAUTIFLY }])]).toEqual([20, 50])
  })

  it('with a Beautifly in play, Machoke Knocks Out Fearow with Karate Chop, not Submission (20 to itself)', () => {
    const attack = (mine: SideSpec['bench']) => {
      const state = position(
        { active: { card: MACHOKE, energy: Array<string>(4).fill(E.fighting) }, bench: mine },
        { active: { card: FEAROW, damage: 40 }, bench: [DRAGONAIR] },
      )
      const v = viewFor(state, 0, db)
      const picks = heuristicPicks(db, v, v.pending!.decision!, freshTurnMemory(), { hints })
      return state.pending!.options[picks[0]!]!.label
    }
    // Fearow has 30 HP left: through its Resistance only Submission (60 − 30) Knocks it Out.
    expect(attack([])).toBe('Attack: Submission')
    expect(attack([{ card: BEAUTIFLY }])).toBe('Attack: Karate Chop')
  })
})

describe('Energy Variation (ex2 Kecleon): its types are those of its basic Energy', () => {
  // DMG-3 (rules.md): Illumise is weak to Fire, so a Kecleon with a Fire Energy attached doubles its damage.
  const scratch = (energy: string[]) =>
    estimate(position({ active: { card: KECLEON, energy } }, { active: ILLUMISE }), 'Double Scratch')

  it('Double Scratch (one heads on average, 20) is doubled by Weakness with a Fire Energy attached', () => {
    expect([scratch([E.water, E.water]), scratch([E.fire, E.water])]).toEqual([20, 40])
  })
})
