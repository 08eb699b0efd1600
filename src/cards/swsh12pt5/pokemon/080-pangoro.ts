import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'

export const PANGORO = pokemon({
  id: 'swsh12pt5-80',
  name: 'Pangoro',
  stage: 'stage1',
  evolvesFrom: 'Pancham',
  hp: 140,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [
    attack('Corkscrew Punch', ['darkness', 'colorless'], 60),
    attack('Wild Tackle', ['darkness', 'darkness', 'colorless'], 160, {
      text: 'This Pokémon takes 30 damage too.',
      effect: alsoDamagesItself(30),
    }),
  ],
})
