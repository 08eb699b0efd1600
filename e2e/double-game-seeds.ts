/**
 * Finds seeds for the 2-on-2 Battle e2e game (e2e/double-game.spec.ts): plays the e2e double policy
 * (double-policy.ts) against the computer at Normal exactly as the app does (in-process AI, the view, the same deck
 * picks and seed) under the EX rules in the 2-on-2 format, in Node. Prints, for each game that ends, its length and
 * how many of the human's attacks came from the second Active and went at the opponent's second Active. If the
 * computer's play or a deck changes, run this and update SEED in the spec:
 *
 *   npx tsx e2e/double-game-seeds.ts [humanDeck=d-ex1-ruby] [aiDeck=d-ex2-2] [maxSeed=20]
 */
import { createEngine } from '../src/engine'
import { loadCardDb } from '../src/cards/registry'
import { pickDeck } from '../src/cards/decks'
import { freshModernMemory } from './modern-policy'
import { doublePicks } from './double-policy'
import { playSeedGame } from './seed-game'

const [human = 'd-ex1-ruby', aiDeck = 'd-ex2-2', max = '20'] = process.argv.slice(2)
const db = await loadCardDb()
const engine = createEngine(db)

for (let seed = 1; seed <= Number(max); seed++) {
  const decks: [string[], string[]] = [pickDeck(human, seed, 0).cards, pickDeck(aiDeck, seed, 1).cards]
  const mem = freshModernMemory()
  let answers = 0
  let second = 0
  let aimed = 0
  const state = await playSeedGame({
    engine,
    db,
    setup: { decks, seed, rules: 'ex2003', format: 'double' },
    human: (d, v) => {
      const picks = doublePicks(d, v, mem)
      const o = d.options[picks[0]!]
      if (d.ask === 'main' && o?.kind === 'action' && o.action.type === 'attack') {
        if (o.action.attacker === 1) second++
        if (o.action.target === 1) aimed++
      }
      answers++
      return picks
    },
  })
  if (state.result)
    console.log(
      `seed ${seed}: ${state.turn} turns, ${answers} human answers, attacks from the second Active ${second}, ` +
        `at the second Defending Pokémon ${aimed}; winner ${state.result.winner} (${state.result.reason})`,
    )
}
