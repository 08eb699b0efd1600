import { isBasicEnergyOf } from '../../effects/energy'
import { damageToOpponentsPokemon } from '../../effects/damage'
import { attack, pokemon, weak } from '../../kit'

/**
 * ex1-23. Swampert: its Poké-Body Natural Remedy removes a damage counter when a Water Energy card from the hand is
 * attached to it, once a turn (a Body works under Special Conditions too).
 */
export const SWAMPERT_23 = pokemon({
  id: 'ex1-23',
  name: 'Swampert',
  stage: 'stage2',
  evolvesFrom: 'Marshtomp',
  hp: 100,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  abilities: [
    {
      name: 'Natural Remedy',
      exKind: 'poke-body',
      text:
        'Once during your turn (before your attack), when you attach a Water Energy card from your hand to Swampert, ' +
        'remove 1 damage counter from Swampert.',
      hooks: {
        afterEnergyAttachedFromHand: (h, energy) => {
          // "(Before your attack)": an attachment made by an attack (Skitty's Plus Energy) heals nothing.
          if (!h.self || h.attacking || !isBasicEnergyOf(h.def(energy), 'water')) return
          if (h.damageOn(h.self) > 0 && h.oncePerTurn('Natural Remedy')) h.heal(h.self, 10)
        },
      },
    },
  ],
  attacks: [
    attack('Water Arrow', ['water'], 0, {
      text: "Choose 1 of your opponent's Pokémon: 20 damage to it (no Weakness or Resistance for a Benched Pokémon).",
      *effect(c) {
        yield* damageToOpponentsPokemon(c, 20)
      },
    }),
    attack('Waterfall', ['water', 'colorless', 'colorless'], 50),
  ],
})
