import { perHeads } from '../../effects/coins'
import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-103. Sneasel ex (Pokémon-ex: 2 Prize cards): Beat Up flips a coin for each of your Pokémon in play. */
export const SNEASEL_EX = pokemon({
  id: 'ex1-103',
  name: 'Sneasel ex',
  stage: 'basic',
  ruleBox: 'ex-classic',
  hp: 80,
  types: ['darkness'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 1,
  attacks: [
    attack('Double Scratch', ['darkness'], 10, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 10 damage for each heads.',
      effect: perHeads(2),
    }),
    attack('Beat Up', ['darkness', 'darkness', 'colorless'], 20, {
      damageSuffix: '×',
      text: 'Flip a coin for each of your Pokémon in play (Sneasel ex too). This attack does 20 damage for each heads.',
      effect: (c) => {
        c.damage *= c.flips(c.allPokemon(c.seat).length)
      },
    }),
  ],
})
