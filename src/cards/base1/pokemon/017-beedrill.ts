import { attack, pokemon, resist, weak } from '../../kit'
import { perHeads } from '../../effects/coins'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const BEEDRILL = pokemon({
  id: 'base1-17',
  name: 'Beedrill',
  stage: 'stage2',
  evolvesFrom: 'Kakuna',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  resistance: resist('fighting'),
  retreat: 0,
  attacks: [
    attack('Twineedle', ['colorless', 'colorless', 'colorless'], 30, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 30 damage for each heads.',
      effect: perHeads(2),
    }),
    attack('Poison Sting', ['grass', 'grass', 'grass'], 40, {
      text: 'Flip a coin: on heads, the Defending Pokémon becomes Poisoned.',
      effect: ifHeadsDefendingIsNow('poisoned'),
    }),
  ],
})
