import { discardTopOfYourDeck } from '../../effects/cards-in-hand'
import { mayDiscardBasicEnergyOfOneTypeForMore } from '../../effects/energy'
import { attack, pokemon } from '../../kit'

export const RAYQUAZA_V = pokemon({
  id: 'swsh12pt5-100',
  name: 'Rayquaza V',
  stage: 'basic',
  ruleBox: 'V',
  tags: ['Rapid Strike'],
  hp: 210,
  types: ['dragon'],
  retreat: 2,
  attacks: [
    attack('Dragon Pulse', ['lightning'], 40, {
      text: 'After the damage, discard the top 2 cards of your deck.',
      effect: discardTopOfYourDeck(2),
    }),
    attack('Spiral Burst', ['fire', 'lightning'], 20, {
      damageSuffix: '+',
      text: 'You may discard up to 2 basic Fire Energy cards, or up to 2 basic Lightning Energy cards, from this Pokémon: 80 more damage for each card discarded.',
      effect: mayDiscardBasicEnergyOfOneTypeForMore(['fire', 'lightning'], 2, 80),
    }),
  ],
})
