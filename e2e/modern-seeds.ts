/**
 * Finds seeds for the whole modern game of e2e/modern-game.spec.ts: plays the e2e modern policy (modern-policy.ts)
 * against the computer exactly as the app does (the store's in-process AI at Normal, the view with the card
 * database, the same log, deck picks and seed), in Node, and prints each finished game's length and what the
 * human did. If the computer's play changes, run this and update SEED in the spec:
 *
 *   npx tsx e2e/modern-seeds.ts [humanDeck=d-sv3pt5-mew] [aiDeck=d-sv3pt5-venusaur] [maxSeed=40]
 */
import { createEngine } from '../src/engine'
import { loadCardDb } from '../src/cards/registry'
import { pickDeck } from '../src/cards/decks'
import { freshModernMemory, modernPicks } from './modern-policy'
import { playSeedGame } from './seed-game'

const [human = 'd-sv3pt5-mew', aiDeck = 'd-sv3pt5-venusaur', max = '40'] = process.argv.slice(2)
// Node loads every set's cards up front (the app loads the sets of a game's decks).
const db = await loadCardDb()
const engine = createEngine(db)

for (let seed = 1; seed <= Number(max); seed++) {
  const decks: [string[], string[]] = [pickDeck(human, seed, 0).cards, pickDeck(aiDeck, seed, 1).cards]
  const mem = freshModernMemory()
  const counts: Record<string, number> = {}
  let answers = 0
  const state = await playSeedGame({
    engine,
    db,
    setup: { decks, seed, rules: 'modern' },
    human: (d, v) => {
      const picks = modernPicks(d, v, mem)
      answers++
      const o = d.options[picks[0]!]
      const k = d.ask === 'main' && o?.kind === 'action' ? o.action.type : d.ask
      counts[k] = (counts[k] ?? 0) + 1
      return picks
    },
  })
  if (state.result)
    console.log(
      `seed ${seed}: ${state.turn} turns, ${answers} human answers, winner ${state.result.winner} (${state.result.reason}) ${JSON.stringify(counts)}`,
    )
}
