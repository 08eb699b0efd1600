import { attack, pokemon, weak } from '../../kit'
import { switchInOpponentsBenched } from '../../effects/in-play'

export const CHINCHOU_68 = pokemon({
  id: 'swsh1-68',
  name: 'Chinchou',
  stage: 'basic',
  hp: 60,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Luring Glow', ['lightning'], 0, {
      text: "Choose one of your opponent's Benched Pokémon; it switches places with their Active Pokémon.",
      effect: switchInOpponentsBenched,
    }),
    attack('Lightning Ball', ['lightning', 'colorless'], 20),
  ],
})
