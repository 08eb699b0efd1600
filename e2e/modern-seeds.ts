/**
 * Finds seeds for the whole modern game of e2e/modern-game.spec.ts: plays the e2e modern policy (modern-policy.ts)
 * against the computer exactly as the app does (the store's in-process AI at Normal, the view with the card
 * database, the same log, deck picks and seed), in Node, and prints each finished game's length and what the
 * human did. If the computer's play changes, run this and update SEED in the spec:
 *
 *   npx tsx e2e/modern-seeds.ts [humanDeck=d-sv3pt5-mew] [aiDeck=d-sv3pt5-venusaur] [maxSeed=40]
 */
import { createEngine, viewEvents, viewFor, type GameEvent } from '../src/engine'
import { loadCardDb } from '../src/cards/registry'
import { gameSetIds } from '../src/cards/ai-hints'
import { pickDeck } from '../src/cards/decks'
import { inProcessAi } from '../src/store/ai-client'
import { freshModernMemory, modernPicks } from './modern-policy'

const [human = 'd-sv3pt5-mew', aiDeck = 'd-sv3pt5-venusaur', max = '40'] = process.argv.slice(2)
// Node loads every set's cards up front (the app loads the sets of a game's decks).
const db = await loadCardDb()
const engine = createEngine(db)

for (let seed = 1; seed <= Number(max); seed++) {
  const decks: [string[], string[]] = [pickDeck(human, seed, 0).cards, pickDeck(aiDeck, seed, 1).cards]
  const start = engine.newGame({ decks, seed, rules: 'modern' })
  let state = start.state
  const ai = inProcessAi(db)
  const mem = freshModernMemory()
  const aiLog: GameEvent[] = viewEvents(start.events, 1)
  const counts: Record<string, number> = {}
  let answers = 0
  for (let steps = 0; state.pending && steps < 3000; steps++) {
    const d = state.pending
    const v = viewFor(state, d.seat, db)
    let picks: number[]
    if (d.seat === 0) {
      picks = modernPicks(d, v, mem)
      answers++
      const o = d.options[picks[0]!]
      const k = d.ask === 'main' && o?.kind === 'action' ? o.action.type : d.ask
      counts[k] = (counts[k] ?? 0) + 1
    } else
      picks = await ai.choose({
        level: 'normal',
        view: v,
        decision: d,
        log: aiLog,
        deck: decks[1],
        seed,
        sets: gameSetIds(decks),
      })
    const r = engine.step(state, { decision: d.id, picks })
    if (!r.ok) throw new Error(`seed ${seed}: ${r.error}`)
    aiLog.push(...viewEvents(r.events, 1))
    state = r.state
  }
  if (state.result)
    console.log(
      `seed ${seed}: ${state.turn} turns, ${answers} human answers, winner ${state.result.winner} (${state.result.reason}) ${JSON.stringify(counts)}`,
    )
}
