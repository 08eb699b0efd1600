import { attack, pokemon, weak } from '../../kit'

export const SANDACONDA_110 = pokemon({
  id: 'swsh1-110',
  name: 'Sandaconda',
  stage: 'stage1',
  evolvesFrom: 'Silicobra',
  hp: 130,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  abilities: [
    {
      name: 'Sand Sac',
      text: "This Pokémon takes 30 less damage from your opponent's attacks (after Weakness and Resistance).",
      hooks: {
        incomingDamage: (h, d) =>
          d.fromAttack && d.attacker && d.attacker.seat !== h.owner ? d.amount - 30 : d.amount,
      },
    },
  ],
  attacks: [
    attack('Power Press', ['fighting', 'fighting'], 60, {
      damageSuffix: '+',
      text: '70 more damage if this Pokémon has at least 1 more Fighting Energy attached than the attack costs (3 or more in all).',
      effect(c) {
        if (c.energyUnits(c.self, 'fighting') >= 3) c.damage += 70
      },
    }),
  ],
})
