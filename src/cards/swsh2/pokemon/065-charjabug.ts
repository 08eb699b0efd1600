import { attack, pokemon, weak } from '../../kit'
import { searchDeckForEnergyToAttachToThis } from '../../effects/energy'

export const CHARJABUG = pokemon({
  id: 'swsh2-65',
  name: 'Charjabug',
  stage: 'stage1',
  evolvesFrom: 'Grubbin',
  hp: 90,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Charge', ['colorless'], 0, {
      text: 'Look through your deck for up to 2 Lightning Energy cards and attach them to this Pokémon. Shuffle your deck afterwards.',
      effect: searchDeckForEnergyToAttachToThis('lightning', 2),
    }),
    attack('Lightning Ball', ['lightning', 'lightning', 'colorless'], 70),
  ],
})
