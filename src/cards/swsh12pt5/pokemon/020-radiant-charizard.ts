import type { EnergyType } from '../../../engine'
import { other } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { thisCantUseThisAttackNextTurn } from '../../effects/next-turn'

/** The cost with up to `n` of its Colorless symbols taken off. */
function withoutColorless(cost: readonly EnergyType[], n: number): EnergyType[] {
  let left = n
  return cost.filter((t) => t !== 'colorless' || left-- <= 0)
}

export const RADIANT_CHARIZARD = pokemon({
  id: 'swsh12pt5-20',
  name: 'Radiant Charizard',
  stage: 'basic',
  ruleBox: 'Radiant',
  hp: 160,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 3,
  abilities: [
    {
      name: 'Excited Heart',
      text: "Each Prize card your opponent has taken removes 1 Colorless Energy from the cost of this Pokémon's attacks.",
      hooks: {
        attackCost: (h, _attack, cost) => withoutColorless(cost, h.prizesTaken(other(h.owner))),
      },
    },
  ],
  attacks: [
    attack('Combustion Blast', ['fire', 'colorless', 'colorless', 'colorless', 'colorless'], 250, {
      text: 'This Pokémon cannot use Combustion Blast during your next turn.',
      effect: thisCantUseThisAttackNextTurn,
    }),
  ],
})
