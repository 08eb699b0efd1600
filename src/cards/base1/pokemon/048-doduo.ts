import { attack, pokemon, resist, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const DODUO = pokemon({
  id: 'base1-48',
  name: 'Doduo',
  stage: 'basic',
  hp: 50,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 0,
  attacks: [
    attack('Fury Attack', ['colorless'], 10, {
      damageSuffix: '×',
      text: 'Flip 2 coins. Does 10 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
