import { attack, pokemon, weak } from '../../kit'
import { isPokemonCard } from '../../effects/card-kinds'
import { searchDeckToHand } from '../../effects/cards-in-hand'
import { moreDamageForEach } from '../../effects/damage'

export const CELEBI_V = pokemon({
  id: 'swsh1-1',
  name: 'Celebi V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 180,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Find a Friend', ['grass'], 0, {
      text: 'Look through your deck for up to 2 Pokémon cards, show them to your opponent and put them into your hand, then shuffle your deck.',
      effect: searchDeckToHand(2, isPokemonCard, 'Find a Friend: choose up to 2 Pokémon cards for your hand'),
    }),
    attack('Line Force', ['grass', 'colorless'], 50, {
      damageSuffix: '+',
      text: 'Does 20 more damage for each of your Benched Pokémon.',
      effect: moreDamageForEach(20, (c) => c.benched(c.seat).length),
    }),
  ],
})
