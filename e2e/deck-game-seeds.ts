/**
 * Finds seeds for the e2e games with a prebuilt deck of the Sword & Shield era (e2e/vmax-game.spec.ts,
 * e2e/vstar-game.spec.ts, e2e/ex-game.spec.ts): plays the e2e modern policy (modern-policy.ts) with a deck against the computer exactly
 * as the app does (the store's in-process AI at Normal, the view with the card database, the same log, deck picks
 * and seed), under the rules the human deck was made for, in Node. Prints, for each game that ends, the human answer at which a VMAX
 * first stood on the human's Active Spot and the answers after which the human's and the computer's VSTAR Power
 * had been used (none: never), and the game's length. If the computer's play or a deck changes, run this and update
 * SEED in the spec:
 *
 *   npx tsx e2e/deck-game-seeds.ts [humanDeck=d-swsh1-lapras-vmax] [aiDeck=d-swsh1-3] [maxSeed=40]
 *   npx tsx e2e/deck-game-seeds.ts d-ex1-ruby d-ex2-2 20     # EX era (2003): the decks' own rules
 */
import { createEngine, viewEvents, viewFor, type GameEvent } from '../src/engine'
import { loadCardDb } from '../src/cards/registry'
import { gameSetIds } from '../src/cards/ai-hints'
import { deckById, pickDeck } from '../src/cards/decks'
import { inProcessAi } from '../src/store/ai-client'
import { freshModernMemory, modernPicks } from './modern-policy'

const [human = 'd-swsh1-lapras-vmax', aiDeck = 'd-swsh1-3', max = '40'] = process.argv.slice(2)
const db = await loadCardDb()
const engine = createEngine(db)
// The new-game screen plays a prebuilt deck under the rules it was made for.
const rules = deckById(human)?.rules ?? 'swsh'

for (let seed = 1; seed <= Number(max); seed++) {
  const decks: [string[], string[]] = [pickDeck(human, seed, 0).cards, pickDeck(aiDeck, seed, 1).cards]
  const start = engine.newGame({ decks, seed, rules })
  let state = start.state
  const ai = inProcessAi(db)
  const mem = freshModernMemory()
  const aiLog: GameEvent[] = viewEvents(start.events, 1)
  let answers = 0
  let vmaxAt: number | null = null
  let vstarAt: number | null = null
  let aiVstarAt: number | null = null
  for (let steps = 0; state.pending && steps < 3000; steps++) {
    const d = state.pending
    const v = viewFor(state, d.seat, db)
    let picks: number[]
    if (d.seat === 0) {
      if (vmaxAt === null && v.me.active?.prizes === 3) vmaxAt = answers
      picks = modernPicks(d, v, mem)
      answers++
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
    if (vstarAt === null && state.players[0].vstarUsed) vstarAt = answers
    if (aiVstarAt === null && state.players[1].vstarUsed) aiVstarAt = answers
  }
  if (state.result)
    console.log(
      `seed ${seed}: VMAX Active at answer ${vmaxAt ?? 'none'}; VSTAR Power used by answer: you ${vstarAt ?? 'none'}, ` +
        `computer ${aiVstarAt ?? 'none'}; ${state.turn} turns, ${answers} human answers, winner ` +
        `${state.result.winner} (${state.result.reason})`,
    )
}
