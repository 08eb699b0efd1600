import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesOneOfOpponentsBenched } from '../../effects/damage'
import { onEvolveSearchDeckForTrainers } from '../../effects/powers'

export const INTELEON_58 = pokemon({
  id: 'swsh1-58',
  name: 'Inteleon',
  stage: 'stage2',
  evolvesFrom: 'Drizzile',
  hp: 160,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  abilities: [
    onEvolveSearchDeckForTrainers(
      'Shady Dealings',
      2,
      'When you play this Pokémon from your hand to evolve one of your Pokémon during your turn, you may look through your deck for up to 2 Trainer cards, show them to your opponent and put them into your hand, then shuffle your deck.',
    ),
  ],
  attacks: [
    attack('Aqua Bullet', ['water', 'colorless'], 120, {
      text: "Also does 20 damage to one of your opponent's Benched Pokémon (no Weakness or Resistance on the Bench).",
      effect: alsoDamagesOneOfOpponentsBenched(20),
    }),
  ],
})
