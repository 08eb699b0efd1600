/**
 * Tactic "play Trainers": Items, Supporters, Stadiums and Tools are played when the menu offers them, except a few
 * whose effect only sets their own player back when played without a plan (the same list as src/ai/simple-agent.ts).
 * ryuu-play decides each Trainer by simulating it and comparing the position score; this agent has no simulator,
 * so it plays them blindly, which is the weakest part of the imitation (docs/ai.md "Outside yardstick").
 */
import { handDef, type Board } from './board'

const AVOIDED = new Set([
  'Scoop Up',
  'Devolution Spray',
  'Pokémon Flute',
  'Mr. Fuji',
  'Lass',
  'Impostor Professor Oak',
  'Energy Retrieval',
])

export function playTrainers(b: Board): number {
  return b.actions.findIndex((a) => {
    if (!a || (a.type !== 'play-trainer' && a.type !== 'attach-tool' && a.type !== 'bench')) return false
    const def = handDef(b, a.card)
    return def?.kind === 'trainer' && !AVOIDED.has(def.name)
  })
}
