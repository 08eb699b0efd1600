import { attack, pokemon, weak } from '../../kit'
import { onEvolveAttachEnergyFromTop } from '../../effects/powers'

export const VILEPLUME = pokemon({
  id: 'sv3pt5-45',
  name: 'Vileplume',
  stage: 'stage2',
  evolvesFrom: 'Gloom',
  hp: 140,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  abilities: [
    onEvolveAttachEnergyFromTop(
      'Fully Blooming Energy',
      8,
      'When you play this card from your hand to evolve one of your Pokémon during your turn, you may look at the top 8 cards of your deck, attach any Basic Energy cards among them to your Pokémon however you like, and shuffle the rest back into your deck.',
    ),
  ],
  attacks: [attack('Solar Beam', ['grass', 'colorless', 'colorless'], 90)],
})
