import { attack, pokemon, weak } from '../../kit'

export const GROWLITHE = pokemon({
  id: 'base1-28',
  name: 'Growlithe',
  stage: 'basic',
  hp: 60,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [attack('Flare', ['fire', 'colorless'], 20)],
})
