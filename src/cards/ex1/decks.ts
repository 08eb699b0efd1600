/**
 * Prebuilt decks of EX Ruby & Sapphire (issue 16), for the EX-era rules: the Ruby and Sapphire theme decks as
 * printed, every card the set's own (reference decks/en/ex1.json; Ruby's Energy Search, printed in another set, is
 * the same card as ex1-90). Descriptions are ours.
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

export const SAPPHIRE = deck(
  {
    id: 'd-ex1-sapphire',
    name: 'Sapphire',
    description:
      'The Sapphire theme deck of 2003: Water and Grass. Mudkip grows into Swampert, which heals as Water Energy ' +
      'arrives and picks off any Pokémon with Water Arrow, while Koffing, Treecko and Shroomish Poison, Confuse and ' +
      'put the opponent to sleep. Wailmer soaks up hits and Pelipper stores power for a big Spit Up.',
  },
  [
    [rs(60), 4], // Mudkip
    [rs(40), 2], // Marshtomp
    [rs(23), 1], // Swampert
    [rs(48), 2], // Wailmer
    [rs(77), 3], // Wingull
    [rs(19), 1], // Pelipper
    [rs(54), 3], // Koffing
    [rs(24), 1], // Weezing
    [rs(75), 4], // Treecko
    [rs(31), 2], // Grovyle
    [rs(69), 2], // Shroomish
    [rs(80), 2], // Energy Removal 2
    [rs(88), 2], // PokéNav
    [rs(89), 1], // Professor Birch
    [rs(90), 3], // Energy Search
    [rs(91), 3], // Potion
    [rs(106), 12], // Water Energy
    [rs(104), 12], // Grass Energy
  ],
)

export const EX1_DECKS: readonly ThemeDeck[] = [RUBY, SAPPHIRE]
