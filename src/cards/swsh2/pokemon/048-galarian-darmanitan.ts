import { alsoDamagesOpponentsBench } from '../../effects/damage'
import { thisCantUseThisAttackNextTurn } from '../../effects/next-turn'
import { attack, pokemon, weak } from '../../kit'

export const GALARIAN_DARMANITAN = pokemon({
  id: 'swsh2-48',
  name: 'Galarian Darmanitan',
  stage: 'stage1',
  evolvesFrom: 'Galarian Darumaka',
  hp: 140,
  types: ['water'],
  weakness: weak('metal'),
  retreat: 3,
  attacks: [
    attack('Blizzard', ['water', 'colorless', 'colorless'], 80, {
      text: "Also 10 damage to each of your opponent's Benched Pokémon (no Weakness or Resistance for them).",
      effect: alsoDamagesOpponentsBench(10),
    }),
    attack('Crushing Headbutt', ['water', 'water', 'colorless', 'colorless'], 170, {
      text: 'This Pokémon cannot use Crushing Headbutt during your next turn.',
      effect: thisCantUseThisAttackNextTurn,
    }),
  ],
})
