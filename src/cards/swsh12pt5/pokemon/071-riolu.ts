import { attack, pokemon, weak } from '../../kit'

export const RIOLU = pokemon({
  id: 'swsh12pt5-71',
  name: 'Riolu',
  stage: 'basic',
  hp: 60,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [attack('Low Kick', ['fighting', 'fighting'], 50)],
})
