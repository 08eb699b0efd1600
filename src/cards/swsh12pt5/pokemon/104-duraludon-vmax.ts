import { unaffectedByEffectsOnDefending } from '../../effects/damage'
import { attack, pokemon } from '../../kit'

export const DURALUDON_VMAX = pokemon({
  id: 'swsh12pt5-104',
  name: 'Duraludon VMAX',
  stage: 'vmax',
  evolvesFrom: 'Duraludon V',
  ruleBox: 'VMAX',
  tags: ['Single Strike'],
  hp: 330,
  types: ['dragon'],
  retreat: 3,
  abilities: [
    {
      name: 'Skyscraper',
      text: "Prevent all damage done to this Pokémon by attacks of your opponent's Pokémon that have any Special Energy attached.",
      hooks: {
        preventDamage: (h, d) =>
          d.fromAttack &&
          !!d.attacker &&
          d.attacker.seat !== h.owner &&
          h.exists(d.attacker) &&
          h.attachedEnergy(d.attacker).some((e) => !e.def.basic),
      },
    },
  ],
  attacks: [
    attack('G-Max Pulverization', ['fighting', 'metal', 'metal'], 220, {
      text: "No effect on your opponent's Active Pokémon changes this attack's damage.",
      effect: unaffectedByEffectsOnDefending,
    }),
  ],
})
