/**
 * The computer plays with the cards and card hints of the game's sets, which each question names (`AiQuery.sets`),
 * and fetches only those sets' hints (the sets have none of their own since issue 21: stubs here).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { viewFor, type GameState } from '../engine'
import { harness } from '../engine/testing/harness'
import { cardDb } from '../cards/registry'
import { setById } from '../cards/sets'
import { createRunner, type AiQuery } from './ai-runner'

const db = cardDb()
const TRADER = 'base1-77'
const FIRE = 'base1-98'
const CHARIZARD = 'base1-4'
const filler = Array<string>(20).fill(FIRE)

/**
 * The computer's turn (seat 1), its Active able to attack, with Pokémon Trader and six Charizards it cannot play in
 * hand: Trader or the attack.
 */
const position = (): GameState =>
  harness(db, { rules: 'classic1999', deck: filler, prizes: filler.slice(0, 6) }).game({
    current: 1,
    players: [
      { active: 'base1-18' }, // Dragonair: 80 HP, no Knock Out in reach
      { active: { card: 'base1-46', energy: [FIRE, FIRE] }, hand: [TRADER, ...Array<string>(6).fill(CHARIZARD)] },
    ],
  }).state

const query = (state: GameState, sets: string[]): AiQuery => ({
  level: 'normal',
  view: viewFor(state, 1, db),
  decision: state.pending!,
  log: [],
  deck: state.decklists[1],
  seed: 1,
  sets,
})

/**
 * No set writes name-keyed hints any more (issue 21: card sense reads the cards), but the contract stays for a board
 * function a card's text cannot say: two sets are given hints here, the Base Set's keeping Pokémon Trader in hand.
 */
const base1 = setById('base1')!
const sv3pt5 = setById('sv3pt5')!
const traderKept = vi.fn(() => Promise.resolve({ 'Pokémon Trader': { play: -30 } }))
const neverAsked = vi.fn(() => Promise.resolve({}))

beforeAll(() => {
  base1.aiHints = traderKept
  sv3pt5.aiHints = neverAsked
})

afterAll(() => {
  delete base1.aiHints
  delete sv3pt5.aiHints
})

describe('the AI runner', () => {
  it('fetches the hints of the game’s sets only', async () => {
    await createRunner().decide(query(position(), ['base1']))
    expect(traderKept).toHaveBeenCalledTimes(1)
    expect(neverAsked).not.toHaveBeenCalled()
  })

  it('plays with the hints of the sets the question names: Pokémon Trader kept by a Base Set hint', async () => {
    const runner = createRunner({ db })
    const s = position()
    const label = async (sets: string[]) => s.pending!.options[(await runner.decide(query(s, sets)))[0]!]!.label
    // The hint keeps Pokémon Trader in hand; a set without hints leaves the card to card sense (src/ai/card-sense),
    // which reads it as a search of the deck for a Pokémon and plays it.
    expect(await label(['base1'])).not.toMatch(/Pokémon Trader/)
    expect(await label(['sve'])).toMatch(/Pokémon Trader/)
  })
})
