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
import { createEngine } from '../src/engine'
import { loadCardDb } from '../src/cards/registry'
import { deckById, pickDeck } from '../src/cards/decks'
import { freshModernMemory, modernPicks } from './modern-policy'
import { playSeedGame } from './seed-game'

const [human = 'd-swsh1-lapras-vmax', aiDeck = 'd-swsh1-3', max = '40'] = process.argv.slice(2)
const db = await loadCardDb()
const engine = createEngine(db)
// The new-game screen plays a prebuilt deck under the rules it was made for.
const rules = deckById(human)?.rules ?? 'swsh'

for (let seed = 1; seed <= Number(max); seed++) {
  const decks: [string[], string[]] = [pickDeck(human, seed, 0).cards, pickDeck(aiDeck, seed, 1).cards]
  const mem = freshModernMemory()
  let answers = 0
  let vmaxAt: number | null = null
  let vstarAt: number | null = null
  let aiVstarAt: number | null = null
  const state = await playSeedGame({
    engine,
    db,
    setup: { decks, seed, rules },
    human: (d, v) => {
      if (vmaxAt === null && v.me.active?.prizes === 3) vmaxAt = answers
      answers++
      return modernPicks(d, v, mem)
    },
    afterStep: (_, after) => {
      if (vstarAt === null && after.players[0].vstarUsed) vstarAt = answers
      if (aiVstarAt === null && after.players[1].vstarUsed) aiVstarAt = answers
    },
  })
  if (state.result)
    console.log(
      `seed ${seed}: VMAX Active at answer ${vmaxAt ?? 'none'}; VSTAR Power used by answer: you ${vstarAt ?? 'none'}, ` +
        `computer ${aiVstarAt ?? 'none'}; ${state.turn} turns, ${answers} human answers, winner ` +
        `${state.result.winner} (${state.result.reason})`,
    )
}
