import { attack, pokemon, weak } from '../../kit'

export const SILICOBRA_108 = pokemon({
  id: 'swsh1-108',
  name: 'Silicobra',
  stage: 'basic',
  hp: 70,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [attack('Headbutt', ['colorless'], 10), attack('Tail Whap', ['fighting', 'colorless'], 20)],
})
