import { attack, pokemon, weak } from '../../kit'
import { thisCantUseThisAttackNextTurn } from '../../effects/next-turn'

export const DHELMISE_V = pokemon({
  id: 'swsh1-9',
  name: 'Dhelmise V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 220,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Anchor Anger', ['grass'], 30, {
      damageSuffix: '+',
      text: "Does 90 more damage if, during your opponent's last turn, damage from their attack Knocked Out one of your Grass Pokémon.",
      effect(c) {
        if (c.knockOutsByAttack(c.seat, c.turn - 1).some((k) => k.types.includes('grass'))) c.damage += 90
      },
    }),
    attack('Giga Hammer', ['grass', 'grass', 'colorless'], 200, {
      text: "This Pokémon can't use Giga Hammer during your next turn.",
      effect: thisCantUseThisAttackNextTurn,
    }),
  ],
})
