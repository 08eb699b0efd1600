import { attack, pokemon, weak } from '../../kit'
import { discardTopOfOpponentsDeck } from '../../effects/cards-in-hand'

export const MACHAMP = pokemon({
  id: 'sv3pt5-68',
  name: 'Machamp',
  stage: 'stage2',
  evolvesFrom: 'Machoke',
  hp: 180,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  abilities: [
    {
      name: 'Guts',
      // "by damage from an attack": any attack, its own side's included.
      text: 'If damage from an attack would Knock Out this Pokémon, flip a coin. If heads, it is not Knocked Out and is left with 10 HP.',
      hooks: { survivesKnockOut: (h, ko) => (ko.byAnyAttack && h.flip('Guts') ? 10 : null) },
    },
  ],
  attacks: [
    attack('Mountain Chopping', ['fighting', 'fighting'], 100, {
      text: "Discard the top 2 cards of your opponent's deck.",
      effect: discardTopOfOpponentsDeck(2),
    }),
  ],
})
