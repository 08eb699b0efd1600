import { attack, pokemon, weak } from '../../kit'
import { searchDeckForEnergyToAttachToThis } from '../../effects/energy'

export const PIKACHU = pokemon({
  id: 'swsh1-65',
  name: 'Pikachu',
  stage: 'basic',
  hp: 60,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Charge', ['colorless'], 0, {
      text: 'Look through your deck for a Lightning Energy card, attach it to this Pokémon, then shuffle your deck.',
      effect: searchDeckForEnergyToAttachToThis('lightning'),
    }),
    attack('Electro Ball', ['lightning', 'colorless'], 20),
  ],
})
