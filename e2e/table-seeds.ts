/**
 * Finds seeds for e2e/table.spec.ts: plays the e2e human policy (table-policy.ts) against the computer exactly as
 * the app does (the store's in-process AI at the default level, Normal, with the same log, deck picks and seed), in Node, and prints the seeds whose game
 * shows every move the e2e test needs. If the computer's play changes, run this and update SEED in the spec:
 *
 *   npx tsx e2e/table-seeds.ts [humanDeck=d-base1-2] [aiDeck=d-base1-3] [rules=classic1999] [maxSeed=300]
 */
import { createEngine, type RuleSetId } from '../src/engine'
import { loadCardDb } from '../src/cards/registry'
import { pickDeck } from '../src/cards/decks'
import { freshMemory, humanPicks } from './table-policy'
import { playSeedGame } from './seed-game'

const [human = 'd-base1-2', aiDeck = 'd-base1-3', rules = 'classic1999', max = '300'] = process.argv.slice(2)
const NEEDED = [
  'setup-active',
  'bench',
  'attach-energy',
  'evolve',
  'retreat',
  'discard-energy',
  'play-trainer',
  'attack',
  'take-prize',
]
// Node loads every set's cards up front (the app loads the sets of a game's decks).
const db = await loadCardDb()
const engine = createEngine(db)

for (let seed = 1; seed <= Number(max); seed++) {
  const decks: [string[], string[]] = [pickDeck(human, seed, 0).cards, pickDeck(aiDeck, seed, 1).cards]
  const mem = freshMemory()
  const counts: Record<string, number> = {}
  let paralyzedOn = -1
  const state = await playSeedGame({
    engine,
    db,
    setup: { decks, seed, rules: rules as RuleSetId },
    plainView: true,
    human: (d, v) => {
      const picks = humanPicks(d, v, mem, (def) => db.get(def).name)
      const o = d.options[picks[0]!]
      const k = d.ask === 'main' && o?.kind === 'action' ? o.action.type : d.ask
      counts[k] = (counts[k] ?? 0) + 1
      return picks
    },
    afterStep: (before, _, events) => {
      for (const e of events)
        if (e.type === 'condition' && e.on && e.target.seat === 0 && e.condition === 'paralyzed' && paralyzedOn < 0)
          paralyzedOn = before.turn
    },
  })
  if (state.result && NEEDED.every((k) => counts[k]))
    console.log(
      `seed ${seed}: ${state.turn} turns, winner ${state.result.winner} (${state.result.reason}), you Paralyzed on turn ${paralyzedOn}`,
    )
}
