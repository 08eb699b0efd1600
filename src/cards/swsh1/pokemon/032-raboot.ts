import { attack, pokemon, weak } from '../../kit'
import { searchDeckForEnergyToAttachToThis } from '../../effects/energy'

export const RABOOT_32 = pokemon({
  id: 'swsh1-32',
  name: 'Raboot',
  stage: 'stage1',
  evolvesFrom: 'Scorbunny',
  hp: 90,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Flame Charge', ['fire'], 20, {
      text: 'After the damage, look through your deck for a Fire Energy card, attach it to this Pokémon, then shuffle your deck.',
      effect: searchDeckForEnergyToAttachToThis('fire'),
    }),
    attack('Magnum Kick', ['fire', 'fire', 'colorless'], 70),
  ],
})
