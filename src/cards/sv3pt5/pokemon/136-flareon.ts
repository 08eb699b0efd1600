import { attack, pokemon, weak } from '../../kit'
import { bonusVsExOrV, moveDefendingEnergy } from '../effects-115-151'

export const FLAREON = pokemon({
  id: 'sv3pt5-136',
  name: 'Flareon',
  set: 'sv3pt5',
  number: '136',
  stage: 'stage1',
  evolvesFrom: 'Eevee',
  hp: 130,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Destructive Flame', ['fire'], 30, {
      text: "Flip a coin. On heads, choose an Energy attached to your opponent's Active Pokémon and discard it.",
      *effect(c) {
        const heads = c.flip()
        c.dealDamage()
        if (heads) yield* moveDefendingEnergy(c, 'discard')
      },
    }),
    bonusVsExOrV('Fighting Blaze', ['fire', 'colorless', 'colorless'], 90, 90),
  ],
})
