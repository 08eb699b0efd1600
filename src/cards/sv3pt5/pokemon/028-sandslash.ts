import { attack, pokemon, weak } from '../../kit'
import { defendingCantRetreat } from '../../effects/next-turn'

export const SANDSLASH = pokemon({
  id: 'sv3pt5-28',
  name: 'Sandslash',
  stage: 'stage1',
  evolvesFrom: 'Sandshrew',
  hp: 120,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Rumble', ['fighting'], 30, {
      text: "After the damage, the Defending Pokémon can't retreat during your opponent's next turn (ends if it leaves the Active Spot).",
      effect: defendingCantRetreat,
    }),
    attack('Spike Rend', ['fighting', 'colorless', 'colorless'], 80, {
      damageSuffix: '+',
      text: "Does 80 damage, or 180 if your opponent's Active Pokémon already has at least 1 damage counter on it.",
      effect(c) {
        if (c.damageOn(c.defending) > 0) c.damage += 100
      },
    }),
  ],
})
