import { attack, pokemon, weak } from '../../kit'
import { searchDeckToHand } from '../../effects/cards-in-hand'
import { ifHeadsMoreDamage } from '../../effects/coins'

export const EEVEE = pokemon({
  id: 'ex2-63',
  name: 'Eevee',
  stage: 'basic',
  hp: 50,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Signs of Evolution', ['colorless'], 0, {
      text: 'Search your deck for up to 3 cards that evolve from Eevee, show them to your opponent and put them into your hand. Shuffle your deck afterward.',
      effect: searchDeckToHand(
        3,
        (d) => d.kind === 'pokemon' && d.evolvesFrom === 'Eevee',
        'Signs of Evolution: choose up to 3 cards that evolve from Eevee',
      ),
    }),
    attack('Quick Attack', ['colorless'], 10, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 10 damage plus 10 more damage.',
      effect: ifHeadsMoreDamage(10),
    }),
  ],
})
