/**
 * Finds seeds for e2e/table.spec.ts: plays the e2e human policy (table-policy.ts) against the computer exactly as
 * the app does (the store's in-process AI at the default level, Normal, with the same log, deck picks and seed), in Node, and prints the seeds whose game
 * shows every move the e2e test needs. If the computer's play changes, run this and update SEED in the spec:
 *
 *   npx tsx e2e/table-seeds.ts [humanDeck=d-base1-2] [aiDeck=d-base1-3] [rules=classic1999] [maxSeed=300]
 */
import { createEngine, viewEvents, viewFor, type GameEvent, type RuleSetId } from '../src/engine'
import { loadCardDb } from '../src/cards/registry'
import { gameSetIds } from '../src/cards/ai-hints'
import { pickDeck } from '../src/cards/decks'
import { inProcessAi } from '../src/store/ai-client'
import { freshMemory, humanPicks } from './table-policy'

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
  const start = engine.newGame({ decks, seed, rules: rules as RuleSetId })
  let state = start.state
  const ai = inProcessAi(db)
  const mem = freshMemory()
  const aiLog: GameEvent[] = viewEvents(start.events, 1)
  const counts: Record<string, number> = {}
  let paralyzedOn = -1
  for (let steps = 0; state.pending && steps < 3000; steps++) {
    const d = state.pending
    const v = viewFor(state, d.seat)
    let picks: number[]
    if (d.seat === 0) {
      picks = humanPicks(d, v, mem, (def) => db.get(def).name)
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
    for (const e of r.events)
      if (e.type === 'condition' && e.on && e.target.seat === 0 && e.condition === 'paralyzed' && paralyzedOn < 0)
        paralyzedOn = state.turn
    aiLog.push(...viewEvents(r.events, 1))
    state = r.state
  }
  if (state.result && NEEDED.every((k) => counts[k]))
    console.log(
      `seed ${seed}: ${state.turn} turns, winner ${state.result.winner} (${state.result.reason}), you Paralyzed on turn ${paralyzedOn}`,
    )
}
