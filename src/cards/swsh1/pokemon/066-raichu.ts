import { attack, pokemon, weak } from '../../kit'

export const RAICHU = pokemon({
  id: 'swsh1-66',
  name: 'Raichu',
  stage: 'stage1',
  evolvesFrom: 'Pikachu',
  hp: 130,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Pain-Full Punch', ['colorless'], 40),
    attack('Mach Bolt', ['lightning', 'lightning', 'colorless'], 120),
  ],
})
