import { attack, pokemon, weak } from '../../kit'
import { extraWaterEnergy } from '../../effects/energy'

export const OMASTAR = pokemon({
  id: 'ex2-19',
  name: 'Omastar',
  stage: 'stage2',
  evolvesFrom: 'Omanyte',
  hp: 110,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Pull Down', ['colorless'], 0, {
      text: 'Your opponent puts the top card (the highest Stage Evolution card) of each of their Evolved Pokémon back into their hand.',
      effect(c) {
        for (const target of c.allPokemon(c.opp)) {
          const stack = c.stackOf(target)
          if (stack.length < 2 || c.protectedFromEffects(target)) continue
          c.devolve(target, stack.length - 1, 'hand')
        }
      },
    }),
    attack('Hydrocannon', ['colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: "Does 30 damage plus 20 more for each Water Energy attached to Omastar that isn't needed to pay this attack's cost (at most 40 more).",
      effect(c) {
        c.damage += 20 * extraWaterEnergy(c, 2)
      },
    }),
  ],
})
