import { attack, pokemon, weak } from '../../kit'

export const NIDORINO = pokemon({
  id: 'sv3pt5-33',
  name: 'Nidorino',
  stage: 'stage1',
  evolvesFrom: 'Nidoran ♂',
  hp: 90,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Sharp Fang', ['darkness'], 30),
    attack('Superpowered Horns', ['darkness', 'darkness', 'colorless'], 100),
  ],
})
