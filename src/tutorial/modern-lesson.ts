/**
 * The lesson for today's game, as data (format: docs/tutorial.md): the Scarlet & Violet rules with cards from
 * Scarlet & Violet—151. What the classic duel does not teach: the first-turn rules, Supporters, Abilities (one that
 * works by itself and one you use), a Pokémon Tool, a Stadium, and a Pokémon ex worth 2 Prize cards. Three Prize
 * cards, decks that are not shuffled, one fixed coin flip and a scripted opponent.
 *
 * The duel, turn by turn (modern rules; you go first):
 *  0 the coin flip before the deal: you choose to go first. Setup: Hitmonchan Active, Mew ex, Farfetch'd and Tauros
 *    on the Bench (so the hand is small enough for Mew ex's Restart on turn 3). The opponent: Abra, Kangaskhan ex.
 *  1 you (no attack, no Supporter on the first turn): Fighting Energy on Hitmonchan, Cycling Road (a Stadium).
 *  2 them: Psychic Energy on Abra, Psyshot 20 × 2 for Hitmonchan's Weakness = 40. Hitmonchan's Ability
 *    Counterattack puts 3 damage counters on Abra (30 of its 50 HP).
 *  3 you: Fighting Energy and Leftovers (a Tool) on Hitmonchan; Mew ex's Restart draws until your hand holds 3;
 *    Daisy's Help (a Supporter) draws 2; Excited Punch 60 − 30 for Abra's Resistance = 30: Abra is Knocked Out, take
 *    a Prize. Leftovers heals 20 from Hitmonchan at the end of the turn. Kangaskhan ex comes in.
 *  4 them: Psychic Energy on Kangaskhan ex, Cycling Road (a Stadium is for both players), Triple Draw (no damage).
 *  5 you: Excited Punch does 60 more this turn: (60 + 60) × 2 for Weakness = 240 ≥ 230. Kangaskhan ex is Knocked
 *    Out, and a Pokémon ex gives 2 Prize cards: your last two. You win.
 */
import { cardIdByCode } from '../cards/sets'
import type { Tutorial } from './types'

const HITMONCHAN = cardIdByCode('MEW', 107)
const MEW_EX = cardIdByCode('MEW', 151)
const FARFETCHD = cardIdByCode('MEW', 83)
const TAUROS = cardIdByCode('MEW', 128)
const ABRA = cardIdByCode('MEW', 63)
const KANGASKHAN_EX = cardIdByCode('MEW', 115)
const DAISYS_HELP = cardIdByCode('MEW', 158)
const CYCLING_ROAD = cardIdByCode('MEW', 157)
const LEFTOVERS = cardIdByCode('MEW', 163)
const PSYCHIC = cardIdByCode('SVE', 5)
const FIGHTING = cardIdByCode('SVE', 6)

/** A 60-card list: `top` first, then Basic Energy of one type. */
function deck(top: string[], fill: string): string[] {
  return [...top, ...Array.from({ length: 60 - top.length }, () => fill)]
}

export const MODERN_LESSON: Tutorial = {
  id: 'modern',
  name: 'Today’s game',
  blurb: 'Scarlet & Violet rules: Supporters, Abilities, Pokémon ex, Tools and Stadiums',
  version: 1,
  duel: {
    rules: 'modern',
    seed: 2023,
    prizes: 3,
    // prettier-ignore
    decks: [
      deck(
        [
          // opening hand
          HITMONCHAN, MEW_EX, FARFETCHD, TAUROS, FIGHTING, DAISYS_HELP, FIGHTING,
          // Prize cards
          FIGHTING, FIGHTING, FIGHTING,
          // draws of turns 1 and 3
          CYCLING_ROAD, LEFTOVERS,
          // then Restart (2), Daisy's Help (2) and turn 5 draw Fighting Energy from the rest of the deck
        ],
        FIGHTING,
      ),
      deck(
        [
          // opening hand
          ABRA, KANGASKHAN_EX, PSYCHIC, PSYCHIC, PSYCHIC, PSYCHIC, PSYCHIC,
        ],
        PSYCHIC,
      ),
    ],
    // who chooses to go first (you); nothing else in this duel flips a coin
    flips: [true],
    opponent: {
      setup: { active: 'Abra', bench: ['Kangaskhan ex'] },
      turns: {
        2: [
          { do: 'attach-energy', card: 'Basic Psychic Energy', to: 'Abra' },
          { do: 'attack', attack: 'Psyshot' },
        ],
        4: [
          { do: 'attach-energy', card: 'Basic Psychic Energy', to: 'Kangaskhan ex' },
          { do: 'use-stadium', stadium: 'Cycling Road' },
          { do: 'attack', attack: 'Triple Draw' },
        ],
      },
      answers: { promote: { do: 'promote', pokemon: 'Kangaskhan ex' } },
    },
  },
  lessons: [
    { id: 'win', title: 'How to win' },
    { id: 'setup', title: 'Setting up' },
    { id: 'first-turn', title: 'The first turn' },
    { id: 'stadium', title: 'Stadiums' },
    { id: 'ability', title: 'Abilities' },
    { id: 'tool', title: 'Pokémon Tools' },
    { id: 'supporter', title: 'Supporters' },
    { id: 'attack', title: 'Attacking' },
    { id: 'ex', title: 'Pokémon ex' },
  ],
  steps: [
    {
      id: 'welcome',
      lesson: 'win',
      title: 'Today’s game',
      text:
        'This lesson plays by the current rules. You win by taking all your Prize cards: 6 in a real game, 3 here. A ' +
        'Pokémon you Knock Out gives you 1 Prize card, a Pokémon ex gives you 2.',
    },
    {
      id: 'go-first',
      lesson: 'setup',
      title: 'Who goes first?',
      text: 'Before the cards are dealt, a coin flip decides who chooses. You won it: choose Go first.',
      do: [{ do: 'choose', ask: 'first-player', option: 'Go first' }],
    },
    {
      id: 'choose-active',
      lesson: 'setup',
      title: 'Your Active Pokémon',
      text: 'Hitmonchan will fight for you. Choose it as your Active Pokémon.',
      do: [{ do: 'setup-active', card: 'Hitmonchan' }],
    },
    {
      id: 'choose-bench',
      lesson: 'setup',
      title: 'Your Bench',
      text: 'Put Mew ex, Farfetch’d and Tauros on your Bench, then press Done.',
      do: [{ do: 'setup-bench', cards: ['Mew ex', "Farfetch'd", 'Tauros'] }],
      show: [{ button: 'Done' }],
    },
    {
      id: 'first-turn',
      lesson: 'first-turn',
      title: 'Going first',
      text:
        'The player who goes first may not attack or play a Supporter card in that first turn, so Daisy’s Help waits. ' +
        'Everything else is allowed: Energy, Item cards, Tools, Stadiums, Abilities.',
      afterOpponent: true,
      show: [{ hand: "Daisy's Help" }],
    },
    {
      id: 'attach-fighting',
      lesson: 'first-turn',
      title: 'Energy first',
      text: 'Hitmonchan’s Excited Punch costs two Fighting Energy. Attach one now: one Energy card per turn.',
      do: [{ do: 'attach-energy', card: 'Basic Fighting Energy', to: 'Hitmonchan' }],
    },
    {
      id: 'stadium',
      lesson: 'stadium',
      title: 'Play a Stadium',
      text:
        'A Stadium stays in play for both players until another Stadium replaces it. Cycling Road lets each player, ' +
        'once in their turn, discard a Basic Energy card from the hand to draw a card. Play it.',
      do: [{ do: 'play-trainer', card: 'Cycling Road' }],
    },
    {
      id: 'end-first-turn',
      lesson: 'first-turn',
      title: 'End your first turn',
      text: 'No attack in the first turn: press End turn.',
      do: [{ do: 'end-turn' }],
    },
    {
      id: 'weakness',
      lesson: 'attack',
      title: 'Weakness',
      text:
        'Abra’s Psyshot does 20, but Hitmonchan is weak to Psychic: Weakness doubles the damage, so it took 40. ' +
        'Check your HP on the card.',
      afterOpponent: true,
      show: [{ mine: 'Hitmonchan' }],
    },
    {
      id: 'counterattack',
      lesson: 'ability',
      title: 'An Ability at work',
      text:
        'Abilities are printed above the attacks. Hitmonchan’s Counterattack works by itself: when an attack damages ' +
        'it, the attacker gets 3 damage counters. Abra now has 30 damage.',
      show: [{ theirs: 'Abra' }],
    },
    {
      id: 'attach-leftovers',
      lesson: 'tool',
      title: 'Attach a Pokémon Tool',
      text:
        'A Pokémon Tool stays attached and helps that Pokémon (one Tool each). Drag Leftovers onto Hitmonchan: it ' +
        'heals 20 damage at the end of your turn while Hitmonchan is Active.',
      do: [{ do: 'attach-tool', card: 'Leftovers', to: 'Hitmonchan' }],
    },
    {
      id: 'second-energy',
      lesson: 'attack',
      title: 'The second Energy',
      text: 'Drag the Fighting Energy onto Hitmonchan: Excited Punch is ready then.',
      do: [{ do: 'attach-energy', card: 'Basic Fighting Energy', to: 'Hitmonchan' }],
    },
    {
      id: 'restart',
      lesson: 'ability',
      title: 'Use an Ability',
      text:
        'Some Abilities you use yourself. Mew ex’s Restart draws until your hand holds 3 cards, once per turn. Click ' +
        'Mew ex on your Bench, then Use Restart.',
      do: [{ do: 'use-ability', pokemon: 'Mew ex', ability: 'Restart' }],
    },
    {
      id: 'daisy',
      lesson: 'supporter',
      title: 'Play a Supporter',
      text:
        'Supporters are strong Trainer cards: one per turn. Drag Daisy’s Help onto the table: you draw 2 cards and ' +
        'look at your Prize cards.',
      do: [{ do: 'play-trainer', card: "Daisy's Help" }],
    },
    {
      id: 'excited-punch',
      lesson: 'attack',
      title: 'Attack',
      text:
        'Excited Punch does 60. Abra resists Fighting (−30), so it takes 30: enough for its last 20 HP. Press Excited ' +
        'Punch.',
      do: [{ do: 'attack', attack: 'Excited Punch' }],
    },
    {
      id: 'take-prize',
      lesson: 'attack',
      title: 'Take a Prize card',
      text: 'Abra is Knocked Out: take one of your Prize cards.',
      do: [{ do: 'take-prize' }],
    },
    {
      id: 'leftovers',
      lesson: 'tool',
      title: 'The Tool at work',
      text: 'Your turn ended, and Leftovers healed 20 damage from Hitmonchan: it has 20 damage now instead of 40.',
      afterOpponent: true,
      show: [{ mine: 'Hitmonchan' }],
    },
    {
      id: 'pokemon-ex',
      lesson: 'ex',
      title: 'A Pokémon ex',
      text:
        'Kangaskhan ex came in, used Cycling Road too (a Stadium is for both players) and drew 3 with Triple Draw. A ' +
        'Pokémon ex has lots of HP, but Knocking it Out gives you 2 Prize cards.',
      show: [{ theirs: 'Kangaskhan ex' }],
    },
    {
      id: 'final-punch',
      lesson: 'ex',
      title: 'The winning punch',
      text:
        'After last turn’s Excited Punch, this one does 60 more: 120, doubled by Kangaskhan ex’s Weakness to ' +
        'Fighting: 240, more than its 230 HP. Attack!',
      do: [{ do: 'attack', attack: 'Excited Punch' }],
    },
  ],
  finish: {
    title: 'You won by today’s rules!',
    text:
      'Kangaskhan ex gave you 2 Prize cards, your last ones. You know Supporters, Abilities, Tools, Stadiums and ' +
      'Pokémon ex now: try a real game against the computer.',
  },
}
