/**
 * The outside yardstick (issue 21): our own re-implementation of the greedy, per-tactic play of ryuu-play's
 * SimpleBot (github.com/keeshii/ryuu-play, ptcg-ai "simple-bot"), to measure our levels against a published,
 * well-known bot of the field rather than only against each other. docs/ai.md "Outside yardstick" says where each
 * idea comes from and how it differs.
 *
 * The combiner asks the tactics in a fixed order and plays the first option one proposes; when none does, it ends
 * the turn. Attacking ends the turn, so it comes last unless it Knocks Out. Decisions other than the main menu
 * (setup, promotion, searches, targets) are answered by the simple agent (src/ai/simple-agent.ts), as SimpleBot's
 * prompt resolvers are separate from its tactics. It reads only its own view: no search, no randomness.
 */
import type { Agent } from '../agent'
import { decide as simpleDecide, freshMemory, MAX_MAIN_ACTIONS, type AgentMemory } from '../simple-agent'
import { attachEnergy } from './attach-energy'
import { bestAttack } from './attack'
import { benchBasics } from './bench-basics'
import { boardOf, type Board, type Tactic } from './board'
import { evolve } from './evolve'
import { knockOutAttack } from './knock-out'
import { retreat } from './retreat'
import { playTrainers } from './trainers'

/**
 * The tactics, first asked first. SimpleBot's order is evolve, play Basics, attach Energy, Tools and Trainers,
 * Abilities, retreat, attack. Ours differs in two places: a Knock Out comes right after benching Basics (SimpleBot
 * gets there through its Prize weight; benching first because a lone Active that Knocks Out and is Knocked Out in
 * return loses the game for lack of a Pokémon to promote — the first version lost pilot games that way), and retreat
 * comes before attaching so that the Energy goes to the Pokémon that will attack. No
 * Abilities: played blindly some move cards back and forth forever.
 */
export const TACTICS: readonly [string, Tactic][] = [
  ['play Basics', benchBasics],
  ['knock out', knockOutAttack],
  ['evolve', evolve],
  ['retreat', retreat],
  ['attach Energy', attachEnergy],
  ['play Trainers', playTrainers],
  ['attack', bestAttack],
]

/** The option the tactics choose, and which tactic chose it ('end turn' when none did). */
export function chooseMain(b: Board): { index: number; tactic: string } {
  for (const [name, tactic] of TACTICS) {
    const i = tactic(b)
    if (i >= 0) return { index: i, tactic: name }
  }
  return { index: endTurnIndex(b), tactic: 'end turn' }
}

const endTurnIndex = (b: Board): number =>
  Math.max(
    0,
    b.actions.findIndex((a) => a?.type === 'end-turn'),
  )

/** A fresh yardstick agent (one per seat and game: it counts its actions per turn). */
export function yardstickAgent(name = 'yardstick'): Agent {
  let memory: AgentMemory = freshMemory()
  let turn = -1
  let actions = 0
  return {
    name,
    decide({ view, decision }, ctx) {
      if (decision.ask !== 'main') {
        const r = simpleDecide(ctx.db, view, decision, memory)
        memory = r.memory
        return r.picks
      }
      if (view.turn !== turn) {
        turn = view.turn
        actions = 0
      }
      const b = boardOf(ctx.db, view, decision.options)
      // A guard against an unforeseen loop (a Trainer that returns itself to the hand): end the turn.
      const index = actions++ >= MAX_MAIN_ACTIONS ? endTurnIndex(b) : chooseMain(b).index
      return [index]
    },
  }
}
