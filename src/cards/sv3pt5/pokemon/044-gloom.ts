import { attack, pokemon, weak } from '../../kit'
import { onEvolveAttachEnergyFromTop } from '../../effects/powers'

export const GLOOM = pokemon({
  id: 'sv3pt5-44',
  name: 'Gloom',
  stage: 'stage1',
  evolvesFrom: 'Oddish',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  abilities: [
    onEvolveAttachEnergyFromTop(
      'Semi-Blooming Energy',
      3,
      'When you play this card from your hand to evolve one of your Pokémon during your turn, you may look at the top 3 cards of your deck, attach any Basic Energy cards among them to your Pokémon however you like, and shuffle the rest back into your deck.',
    ),
  ],
  attacks: [attack('Drool', ['colorless', 'colorless'], 30)],
})
