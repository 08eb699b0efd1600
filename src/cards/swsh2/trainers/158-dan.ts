import type { EffectCtx, Proc, Seat } from '../../../engine'
import { trainer } from '../../kit'

const HANDS = ['Rock', 'Paper', 'Scissors'] as const
/** Ties are played again up to this many rounds; then a coin flip settles it, so a game always goes on. */
const MAX_ROUNDS = 5

/** Paper beats Rock, Scissors beats Paper, Rock beats Scissors (indices into HANDS). */
const beats = (a: number, b: number): boolean => (a - b + 3) % 3 === 1

/**
 * One player's hand for a round, chosen in secret: the engine asks one player at a time, and the first answer stays
 * in the replay journal (never in a view or an event) until both are revealed (Prompt.secret).
 */
function* secretHand(c: EffectCtx, seat: Seat, round: number): Proc<number> {
  const [pick] = yield* c.ask({
    ask: 'choose',
    seat,
    text: `Rock-paper-scissors (Dan), round ${round}: choose your hand. Your opponent can't see it.`,
    options: HANDS.map((h) => ({ kind: 'choice', value: h, label: h })),
    min: 1,
    max: 1,
    secret: true,
  })
  return pick ?? 0
}

/** swsh2-158. A Supporter: draw 2, then rock-paper-scissors with the opponent for 2 more. */
export const DAN = trainer('supporter', {
  id: 'swsh2-158',
  name: 'Dan',
  text:
    'Draw 2 cards. Then you and your opponent play rock-paper-scissors, each choosing in secret, until someone wins; if ' +
    'you win, draw 2 more cards. (If 5 rounds in a row are ties, a coin flip decides: heads, you win.)',
  *play(c) {
    c.draw(2)
    let won: boolean | null = null
    for (let round = 1; round <= MAX_ROUNDS && won === null; round++) {
      const mine = yield* secretHand(c, c.seat, round)
      const theirs = yield* secretHand(c, c.opp, round)
      const outcome = mine === theirs ? 'a tie' : beats(mine, theirs) ? "Dan's player wins" : "Dan's player loses"
      c.log(`Rock-paper-scissors, round ${round}: ${HANDS[mine]} (Dan's player) against ${HANDS[theirs]}: ${outcome}`)
      if (mine !== theirs) won = beats(mine, theirs)
    }
    won ??= c.flip('Dan: rock-paper-scissors tied every round')
    if (won) c.draw(2)
  },
})
