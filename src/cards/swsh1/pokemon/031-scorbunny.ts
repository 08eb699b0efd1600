import { attack, pokemon, weak } from '../../kit'

export const SCORBUNNY_31 = pokemon({
  id: 'swsh1-31',
  name: 'Scorbunny',
  stage: 'basic',
  hp: 70,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [attack('Tackle', ['colorless'], 10), attack('Flare', ['fire', 'colorless'], 20)],
})
