import { attack, pokemon, weak } from '../../kit'

export const JOLTIK = pokemon({
  id: 'swsh1-70',
  name: 'Joltik',
  stage: 'basic',
  hp: 50,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Flop', ['lightning'], 10)],
})
