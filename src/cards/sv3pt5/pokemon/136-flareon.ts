import { attack, pokemon, weak } from '../../kit'
import { moveDefendingEnergy } from '../../effects/energy'
import { moreDamageAgainstExOrV } from '../../effects/damage'

export const FLAREON = pokemon({
  id: 'sv3pt5-136',
  name: 'Flareon',
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
    attack('Fighting Blaze', ['fire', 'colorless', 'colorless'], 90, {
      damageSuffix: '+',
      text: "Does 90 more damage when your opponent's Active Pokémon is a Pokémon ex or a Pokémon V.",
      effect: moreDamageAgainstExOrV(90),
    }),
  ],
})
