import { attack, pokemon, weak } from '../../kit'
import { switchThisWithBenched } from '../../effects/in-play'

export const RAPIDASH = pokemon({
  id: 'sv3pt5-78',
  name: 'Rapidash',
  stage: 'stage1',
  evolvesFrom: 'Ponyta',
  hp: 100,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Singe', ['fire'], 0, {
      text: "Your opponent's Active Pokémon becomes Burned.",
      effect(c) {
        c.burn()
      },
    }),
    attack('Mach Turn', ['fire', 'colorless', 'colorless'], 90, {
      text: 'After the damage, this Pokémon changes places with one of your Benched Pokémon, if you have any.',
      effect: switchThisWithBenched,
    }),
  ],
})
