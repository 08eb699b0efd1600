/**
 * The computer plays Zeraora VSTAR's Lightning Storm Star (issue 15): a VSTAR Power attack printed with no damage,
 * "choose one of your opponent's Pokémon 4 times: 60 damage to it for each time". It loads the fourth Energy for it
 * (src/ai/energy-goal.ts), spends it when its Knock Outs take more Prize cards than Crushing Beat's, and spreads the
 * four choices where they Knock Out the most (src/ai/spread.ts). Lives in src/sim because it needs both the AI and
 * the card set.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState } from '../engine'
import { fill, harness } from '../engine/testing/harness'
import type { Driver } from '../engine/testing/scenario'
import { cardDb } from '../cards/registry'
import { freshTurnMemory, heuristicPicks } from '../ai/heuristic/policy'
import { hintProbe } from './hint-probe'

const db = cardDb()
const engine = createEngine(db)
const crz = (n: number) => `swsh12pt5-${n}`
const LIGHTNING = crz(155)
const filler = fill(8, LIGHTNING)
const { game } = harness(engine, { rules: 'swsh', deck: filler, prizes: filler.slice(0, 6) })
const { firstAction } = hintProbe(db)

const ZERAORA_V = crz(53) // Claw Slash 50 (2 Energy), Thunderous Bolt 190 (3)
const ZERAORA_VSTAR = [crz(53), crz(55)] // Crushing Beat 190 (3 Energy), Lightning Storm Star (4)
const HATTERENE_VMAX = { card: [crz(65), crz(66)] } // 320 HP, 3 Prize cards
const LARVESTA = crz(24) // 80 HP
const SALANDIT = crz(27) // 70 HP
const LEAFEON_V = crz(13) // 210 HP, 2 Prize cards

/** Where the policy attaches the Lightning Energy in hand, on a board where both attach targets are ready. */
function attachTarget(vstarUsed: boolean): string {
  const d = game({
    players: [
      {
        active: { card: ZERAORA_VSTAR, energy: fill(3, LIGHTNING) },
        bench: [{ card: ZERAORA_V, energy: fill(2, LIGHTNING) }],
        hand: [LIGHTNING],
      },
      { active: HATTERENE_VMAX },
    ],
  })
  d.state.players[0].vstarUsed = vstarUsed
  const a = firstAction(d.state)
  if (a.type !== 'attach-energy') throw new Error(`first action: ${a.type}`)
  return a.target.zone
}

/** The policy plays seat 0's turn until the attack is done; returns the choices it made for Lightning Storm Star. */
function playAttack(d: Driver): string[] {
  const mem = freshTurnMemory()
  const storm: string[] = []
  for (let n = 0; n < 40 && d.state.pending?.seat === 0 && d.state.turn === 3; n++) {
    const view = viewFor(d.state, 0)
    const picks = heuristicPicks(db, view, view.pending!.decision!, mem)
    if (d.decision.text.startsWith('Lightning Storm Star')) storm.push(d.decision.options[picks[0]!]!.label)
    d.pickIndices(picks)
  }
  return storm
}

const against = (opp: Parameters<typeof game>[0]['players'][1], myPrizes = 6): Driver => {
  const d = game({
    players: [{ active: { card: ZERAORA_VSTAR, energy: fill(4, LIGHTNING) }, prizes: filler.slice(0, myPrizes) }, opp],
  })
  return d
}

const knockedOut = (d: Driver): string[] =>
  d.events.flatMap((e) => (e.type === 'knock-out' ? [db.get(e.pokemon.def).name] : []))

const prizesLeft = (s: GameState): number => s.players[0].prizes.length

describe('Zeraora VSTAR: the computer and Lightning Storm Star', () => {
  it('attaches the fourth Energy Lightning Storm Star needs rather than top up a ready Benched Pokémon', () => {
    expect(attachTarget(false)).toBe('active')
  })

  it('once its VSTAR Power is spent, the Energy goes where an attack still needs it', () => {
    expect(attachTarget(true)).toBe('bench')
  })

  it('spends the Power to Knock Out two Benched Pokémon with two choices each, where Crushing Beat takes nothing', () => {
    const d = against({ active: HATTERENE_VMAX, bench: [LARVESTA, SALANDIT] })
    const storm = playAttack(d)
    expect(storm.sort()).toEqual(['Larvesta', 'Larvesta', 'Salandit', 'Salandit'])
    expect(knockedOut(d).sort()).toEqual(['Larvesta', 'Salandit'])
    expect(prizesLeft(d.state)).toBe(4)
    expect(d.state.players[0].vstarUsed).toBe(true)
  })

  it('puts all four choices on a Pokémon V for its two Prize cards when those are the last it needs', () => {
    const d = against({ active: HATTERENE_VMAX, bench: [LARVESTA, LEAFEON_V] }, 2)
    expect(playAttack(d)).toEqual(fill(4, 'Leafeon V'))
    expect(d.state.result?.winner).toBe(0)
  })

  it('keeps the Power when Crushing Beat Knocks Out as many Prize cards', () => {
    // Crushing Beat Knocks Out the damaged VMAX (3 Prize cards); the storm could add only 60 on Larvesta.
    const d = against({ active: { ...HATTERENE_VMAX, damage: 150 }, bench: [LARVESTA] })
    expect(playAttack(d)).toEqual([])
    expect(knockedOut(d)).toEqual(['Hatterene VMAX'])
    expect(d.state.players[0].vstarUsed).toBe(false)
  })
})
