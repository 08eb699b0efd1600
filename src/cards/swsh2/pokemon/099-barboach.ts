import { attack, pokemon, weak } from '../../kit'

export const BARBOACH = pokemon({
  id: 'swsh2-99',
  name: 'Barboach',
  stage: 'basic',
  hp: 70,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [attack('Razor Fin', ['fighting'], 10)],
})
