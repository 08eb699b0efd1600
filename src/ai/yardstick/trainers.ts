/**
 * Tactic "play Trainers": Items, Supporters, Stadiums and Tools are played when the menu offers them, except those
 * whose text says they only set their own player back when played without a plan (src/ai/blind-trainers.ts, shared
 * with the simple agent). ryuu-play decides each Trainer by simulating it and comparing the position score; this agent has
 * no simulator, so it plays them blindly, which is the weakest part of the imitation (docs/ai.md "Outside yardstick").
 */
import { isBlindTrainerPlay } from '../blind-trainers'
import { handDef, type Board } from './board'

export function playTrainers(b: Board): number {
  return b.actions.findIndex((a) => !!a && isBlindTrainerPlay(a, (uid) => handDef(b, uid)))
}
