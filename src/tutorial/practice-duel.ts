/**
 * The practice duel and its lessons, as data (format: docs/tutorial.md). Modelled on the Game Boy game's practice
 * duel: decks that are not shuffled, fixed coin flips, two Prize cards and a scripted opponent. The player's
 * Pokémon are the ones the Base Set rulebook uses as examples (Squirtle, Vulpix; Charmander for Weakness), and
 * Machop, whose Fighting attack shows Resistance on Gastly. No Base Set attack for one Energy does more than 30,
 * so an attack into Resistance (−30) with one Energy does no damage at all: Low Kick's 20 becomes 0.
 *
 * The duel, turn by turn (Classic 1999 rules; you go first):
 *  1 you: Water Energy on Squirtle, Bubble (heads: Charmander Paralyzed; 10 × 2 for Weakness = 20).
 *  2 them: Psychic Energy on Gastly (Charmander cannot attack). Checkup: Paralysis ends.
 *  3 you: PlusPower, Fire Energy on Vulpix, Bubble (tails) 20 + 10 = 30: Charmander is Knocked Out; take a Prize.
 *  4 them: Gastly comes in, Psychic Energy, Sleeping Gas (heads): Squirtle Asleep. Checkup flip: tails, still Asleep.
 *  5 you: evolve into Wartortle (wakes it), Fighting Energy on Machop, retreat to Machop (discard the Water
 *    Energy), Low Kick: 20 − 30 for Gastly's Resistance to Fighting, so no damage.
 *  6 them: Psychic Energy, Sleeping Gas (tails): Machop stays awake.
 *  7 you: Fire Energy on Vulpix, retreat Machop to Vulpix (discard the Fighting Energy), Confuse Ray (heads):
 *    Gastly takes 10 and is Confused.
 *  8 them: Psychic Energy, Sleeping Gas: the Confusion flip is heads so it attacks; tails, Vulpix stays awake.
 *  9 you: PlusPower, Confuse Ray (tails) 10 + 10: Gastly is Knocked Out; your last Prize card is taken and you win.
 */
import { cardIdByCode } from '../cards/sets'
import type { Tutorial } from './types'

// The Base Set printings the lesson is written around, by deck-list code and number.
const SQUIRTLE = cardIdByCode('BS', 63)
const WARTORTLE = cardIdByCode('BS', 42)
const VULPIX = cardIdByCode('BS', 68)
const MACHOP = cardIdByCode('BS', 52)
const CHARMANDER = cardIdByCode('BS', 46)
const GASTLY = cardIdByCode('BS', 50)
const PLUSPOWER = cardIdByCode('BS', 84)
const FIGHTING = cardIdByCode('BS', 97)
const FIRE = cardIdByCode('BS', 98)
const PSYCHIC = cardIdByCode('BS', 101)
const WATER = cardIdByCode('BS', 102)

/** A 60-card list: `top` first, then Energy alternating between two types. */
function deck(top: string[], fill: [string, string]): string[] {
  return [...top, ...Array.from({ length: 60 - top.length }, (_, i) => fill[i % 2]!)]
}

export const PRACTICE_DUEL: Tutorial = {
  id: 'classic',
  name: 'The classic 1999 duel',
  blurb: 'The first rules: Weakness, Resistance, Special Conditions, evolving, retreating',
  version: 2,
  duel: {
    rules: 'classic1999',
    seed: 1999,
    prizes: 2,
    // prettier-ignore
    decks: [
      deck(
        [
          // opening hand
          SQUIRTLE, VULPIX, MACHOP, WATER, FIRE, PLUSPOWER, WARTORTLE,
          // Prize cards
          WATER, WATER,
          // draws of turns 1, 3, 5, 7, 9
          PLUSPOWER, FIRE, FIGHTING, WATER, WATER,
        ],
        [WATER, FIRE],
      ),
      deck(
        [
          // opening hand
          CHARMANDER, GASTLY, PSYCHIC, FIRE, PSYCHIC, PSYCHIC, FIRE,
          // Prize cards
          FIRE, FIRE,
          // draws of turns 2, 4, 6, 8
          PSYCHIC, PSYCHIC, PSYCHIC, PSYCHIC,
        ],
        [PSYCHIC, FIRE],
      ),
    ],
    // who goes first (you), Bubble, Bubble, Sleeping Gas, Checkup for Asleep, Sleeping Gas, Confuse Ray, Gastly's
    // Confusion, Sleeping Gas, Confuse Ray
    flips: [true, true, false, true, false, false, true, true, false, false],
    opponent: {
      setup: { active: 'Charmander', bench: ['Gastly'] },
      turns: {
        2: [{ do: 'attach-energy', card: 'Psychic Energy', to: 'Gastly' }, { do: 'end-turn' }],
        4: [
          { do: 'attach-energy', card: 'Psychic Energy', to: 'Gastly' },
          { do: 'attack', attack: 'Sleeping Gas' },
        ],
        6: [
          { do: 'attach-energy', card: 'Psychic Energy', to: 'Gastly' },
          { do: 'attack', attack: 'Sleeping Gas' },
        ],
        8: [
          { do: 'attach-energy', card: 'Psychic Energy', to: 'Gastly' },
          { do: 'attack', attack: 'Sleeping Gas' },
        ],
      },
      answers: { promote: { do: 'promote', pokemon: 'Gastly' } },
    },
  },
  lessons: [
    { id: 'win', title: 'How to win' },
    { id: 'setup', title: 'Your Active Pokémon and your Bench' },
    { id: 'energy', title: 'Energy and attack costs' },
    { id: 'attack', title: 'Attacking and damage counters' },
    { id: 'weakness', title: 'Weakness' },
    { id: 'conditions', title: 'Special Conditions' },
    { id: 'checkup', title: 'The Pokémon Checkup' },
    { id: 'trainers', title: 'Trainer cards' },
    { id: 'knockout', title: 'Knock Outs and Prize cards' },
    { id: 'evolve', title: 'Evolving' },
    { id: 'retreat', title: 'Retreating' },
    { id: 'resistance', title: 'Resistance' },
    { id: 'winning', title: 'Winning the duel' },
  ],
  steps: [
    {
      id: 'welcome',
      lesson: 'win',
      title: 'Welcome to your first duel',
      text:
        'You win by taking all your Prize cards: one for each of your opponent’s Pokémon you Knock Out. You also win ' +
        'if your opponent has no Pokémon left in play, or no card to draw at the start of their turn.',
    },
    {
      id: 'choose-active',
      lesson: 'setup',
      title: 'Choose your Active Pokémon',
      text: 'Your Active Pokémon is the one that fights. Start with Squirtle: click it in your hand.',
      do: [{ do: 'setup-active', card: 'Squirtle' }],
    },
    {
      id: 'choose-bench',
      lesson: 'setup',
      title: 'Fill your Bench',
      text: 'Your Bench keeps up to 5 Pokémon ready to take over. Click Vulpix and Machop, then Done.',
      do: [{ do: 'setup-bench', cards: ['Vulpix', 'Machop'] }],
      show: [{ button: 'Done' }],
    },
    {
      id: 'prizes',
      lesson: 'win',
      title: 'Your Prize cards',
      text:
        'These face-down cards are your Prize cards (2 in this practice duel, 6 in a real game). Take your last one ' +
        'and you win.',
      show: [{ zone: 'prizes' }],
    },
    {
      id: 'go-first',
      lesson: 'setup',
      title: 'Who goes first?',
      text: 'A coin flip decides who chooses, and you won it. Choose Go first.',
      do: [{ do: 'choose', ask: 'first-player', option: 'Go first' }],
    },
    {
      id: 'attach-water',
      lesson: 'energy',
      title: 'Attach an Energy card',
      text:
        'Attacks need Energy, and you may attach one Energy card each turn. Drag the Water Energy onto Squirtle: ' +
        'its Bubble attack costs one Water Energy.',
      do: [{ do: 'attach-energy', card: 'Water Energy', to: 'Squirtle' }],
    },
    {
      id: 'first-attack',
      lesson: 'attack',
      title: 'Attack!',
      text: 'Squirtle has the Energy Bubble costs now. Press Bubble to attack Charmander; attacking ends your turn.',
      do: [{ do: 'attack', attack: 'Bubble' }],
    },
    {
      id: 'damage-counters',
      lesson: 'attack',
      title: 'Damage counters',
      text:
        'Each 10 damage is one damage counter: Charmander now has 2. When its damage reaches its HP (50), it is ' +
        'Knocked Out.',
      show: [{ theirs: 'Charmander' }],
    },
    {
      id: 'weakness',
      lesson: 'weakness',
      title: 'Weakness',
      text:
        'Bubble does 10, but Charmander is weak to Water (see Weakness on its card): Weakness doubles the damage of ' +
        'attacks of that type, so it took 20.',
      show: [{ theirs: 'Charmander' }],
    },
    {
      id: 'paralyzed',
      lesson: 'conditions',
      title: 'Paralyzed!',
      text:
        'Bubble’s coin came up heads: Charmander is Paralyzed, turned sideways. During its owner’s next turn it ' +
        'cannot attack or retreat.',
      show: [{ theirs: 'Charmander' }],
    },
    {
      id: 'checkup-paralysis',
      lesson: 'checkup',
      title: 'The Pokémon Checkup',
      text:
        'Between turns comes the Pokémon Checkup, when Special Conditions take effect. Paralysis ends after its ' +
        'owner’s turn, so Charmander stands upright again.',
      afterOpponent: true,
      show: [{ theirs: 'Charmander' }],
    },
    {
      id: 'pluspower',
      lesson: 'trainers',
      title: 'Play a Trainer card',
      text:
        'Trainer cards help you in many ways, as many as you like each turn. Drag PlusPower onto the table: your ' +
        'attack this turn does 10 more damage.',
      do: [{ do: 'play-trainer', card: 'PlusPower' }],
    },
    {
      id: 'energy-on-bench',
      lesson: 'energy',
      title: 'Energy for the Bench',
      text: 'You can attach Energy to Benched Pokémon too. Vulpix’s Confuse Ray costs two Fire Energy: drag one onto it now.',
      do: [{ do: 'attach-energy', card: 'Fire Energy', to: 'Vulpix' }],
    },
    {
      id: 'knock-out',
      lesson: 'knockout',
      title: 'Knock it Out',
      text: 'Bubble does 10, doubled to 20 by Weakness, plus 10 from PlusPower: 30. With its 20 damage, Charmander is Knocked Out!',
      do: [{ do: 'attack', attack: 'Bubble' }],
    },
    {
      id: 'take-prize',
      lesson: 'knockout',
      title: 'Take a Prize card',
      text: 'A Knocked Out Pokémon goes to the discard pile, and you take one of your Prize cards into your hand. Click one.',
      do: [{ do: 'take-prize' }],
    },
    {
      id: 'asleep',
      lesson: 'conditions',
      title: 'Asleep',
      text:
        'Your opponent brought Gastly in, and its Sleeping Gas put Squirtle to sleep: it is turned to the left. An ' +
        'Asleep Pokémon cannot attack or retreat.',
      afterOpponent: true,
      show: [{ mine: 'Squirtle' }],
    },
    {
      id: 'checkup-asleep',
      lesson: 'checkup',
      title: 'Waking up',
      text: 'At each Pokémon Checkup an Asleep Pokémon flips a coin: heads, it wakes up. Squirtle flipped tails, so it is still Asleep.',
      show: [{ mine: 'Squirtle' }],
    },
    {
      id: 'evolve',
      lesson: 'evolve',
      title: 'Evolve',
      text:
        'Drag Wartortle onto Squirtle: it evolves, keeps its Energy and damage, and wakes up, because evolving ends ' +
        'Special Conditions.',
      do: [{ do: 'evolve', card: 'Wartortle', to: 'Squirtle' }],
    },
    {
      id: 'retreat',
      lesson: 'retreat',
      title: 'Retreat',
      text:
        'Drag the Fighting Energy onto Machop for its Low Kick, then drag Wartortle onto Machop to swap them. The ' +
        'Retreat Cost is one Colorless Energy, which any Energy pays: Wartortle discards its Water Energy.',
      do: [
        { do: 'attach-energy', card: 'Fighting Energy', to: 'Machop' },
        { do: 'retreat', to: 'Machop' },
      ],
    },
    {
      id: 'low-kick',
      lesson: 'resistance',
      title: 'A Fighting attack',
      text: 'Machop’s Low Kick does 20 damage. Press Low Kick to attack Gastly, and watch how much it takes.',
      do: [{ do: 'attack', attack: 'Low Kick' }],
    },
    {
      id: 'resistance',
      lesson: 'resistance',
      title: 'Resistance',
      text:
        'Gastly took no damage: it resists Fighting (see Resistance on its card). Resistance takes 30 off the ' +
        'damage of attacks of that type, so Low Kick’s 20 became 0. It is Weakness the other way round: attack ' +
        'with a type your opponent does not resist.',
      show: [{ theirs: 'Gastly' }],
    },
    {
      id: 'retreat-again',
      lesson: 'retreat',
      title: 'Retreat again',
      text:
        'Gastly’s Sleeping Gas came up tails: Machop is awake. Drag the other Fire Energy onto Vulpix for its Confuse ' +
        'Ray, then drag Machop onto Vulpix: it discards its Fighting Energy to retreat.',
      do: [
        { do: 'attach-energy', card: 'Fire Energy', to: 'Vulpix' },
        { do: 'retreat', to: 'Vulpix' },
      ],
    },
    {
      id: 'confuse-ray',
      lesson: 'conditions',
      title: 'Confuse Ray',
      text: 'Press Confuse Ray to attack Gastly.',
      do: [{ do: 'attack', attack: 'Confuse Ray' }],
    },
    {
      id: 'confused',
      lesson: 'conditions',
      title: 'Confused',
      text:
        'Heads: Gastly is Confused, turned upside down. When a Confused Pokémon attacks, its owner flips a coin; on ' +
        'tails the attack does 20 damage to itself instead. Retreating or evolving ends Confusion.',
      show: [{ theirs: 'Gastly' }],
    },
    {
      id: 'checkup-confused',
      lesson: 'checkup',
      title: 'Still Confused',
      text:
        'Gastly’s Confusion coin came up heads, so it attacked; Sleeping Gas came up tails, so Vulpix is awake. ' +
        'Confusion does not wear off in the Checkup.',
      afterOpponent: true,
      show: [{ theirs: 'Gastly' }],
    },
    {
      id: 'last-pluspower',
      lesson: 'winning',
      title: 'One more PlusPower',
      text: 'Gastly has 30 HP and 10 damage. Drag your other PlusPower onto the table.',
      do: [{ do: 'play-trainer', card: 'PlusPower' }],
    },
    {
      id: 'final-attack',
      lesson: 'winning',
      title: 'The winning attack',
      text:
        'Confuse Ray does 10, plus 10 from PlusPower: enough to Knock Out Gastly. Your last Prize card is then ' +
        'yours. Attack!',
      do: [{ do: 'attack', attack: 'Confuse Ray' }],
    },
  ],
  finish: {
    title: 'You won your first duel!',
    text:
      'You took your last Prize card, and your opponent has no Pokémon left either. You know the rules now: try a ' +
      'real game against the computer.',
  },
}
