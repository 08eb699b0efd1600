import { attack, pokemon, weak } from '../../kit'

export const NIDORAN_M = pokemon({
  id: 'base1-55',
  name: 'Nidoran ♂',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Horn Hazard', ['grass'], 30, {
      text: 'Flip a coin. If tails, this attack has no effect.',
      effect(c) {
        if (!c.flip()) c.cancelled = true
      },
    }),
  ],
})
