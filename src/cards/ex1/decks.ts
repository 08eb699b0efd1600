/**
 * Prebuilt decks of EX Ruby & Sapphire (issue 16), for the EX-era rules: the Ruby and Sapphire theme decks, each
 * added once every card it lists exists (reference decks/en/ex1.json; Ruby's Energy Search, printed in another set,
 * is the same card as ex1-90). Descriptions are ours.
 */
import { expand, type ThemeDeck } from '../decks/theme-deck'

const rs = (n: number): string => `ex1-${n}`

const deck = (d: Omit<ThemeDeck, 'set' | 'rules' | 'cards'>, cards: [string, number][]): ThemeDeck => ({
  ...d,
  set: 'ex1',
  rules: 'ex2003',
  cards: expand(cards),
})

export const RUBY = deck(
  {
    id: 'd-ex1-ruby',
    name: 'Ruby',
    description:
      'The Ruby theme deck of 2003: Fire and Fighting. Torchic grows into Blaziken, whose Flamethrower burns for 80, ' +
      'while Hariyama slaps and Paralyzes and Delcatty turns spare Energy into damage. Skitty and Swellow keep the ' +
      'Energy flowing and the opponent off balance.',
  },
  [
    [rs(73), 4], // Torchic
    [rs(27), 2], // Combusken
    [rs(15), 2], // Blaziken
    [rs(70), 4], // Skitty
    [rs(29), 2], // Delcatty
    [rs(72), 3], // Taillow
    [rs(46), 1], // Swellow
    [rs(56), 4], // Makuhita
    [rs(33), 2], // Hariyama
    [rs(63), 2], // Poochyena
    [rs(91), 3], // Potion
    [rs(86), 2], // Poké Ball
    [rs(90), 2], // Energy Search
    [rs(84), 1], // Lum Berry
    [rs(89), 1], // Professor Birch
    [rs(95), 1], // Rainbow Energy
    [rs(108), 12], // Fire Energy
    [rs(105), 12], // Fighting Energy
  ],
)

export const EX1_DECKS: readonly ThemeDeck[] = [RUBY]
