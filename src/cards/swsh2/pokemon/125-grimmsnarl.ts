import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const GRIMMSNARL = pokemon({
  id: 'swsh2-125',
  name: 'Grimmsnarl',
  stage: 'stage2',
  evolvesFrom: 'Morgrem',
  hp: 170,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 3,
  abilities: [
    {
      name: 'Dark Oath',
      text: "While this Pokémon is in the Active Spot, the attacks of your opponent's Active Pokémon cost 1 Colorless Energy more.",
      hooks: {
        othersAttackCost: (h, target, _attack, cost) =>
          h.self?.zone === 'active' && target.seat !== h.owner && target.zone === 'active'
            ? [...cost, 'colorless']
            : cost,
      },
    },
  ],
  attacks: [
    attack('Energy Press', ['darkness', 'colorless', 'colorless'], 100, {
      damageSuffix: '+',
      text: "100 damage, plus 30 more for each Energy attached to your opponent's Active Pokémon.",
      effect: moreDamageForEach(30, (c) => c.energyUnits(c.defending)),
    }),
  ],
})
