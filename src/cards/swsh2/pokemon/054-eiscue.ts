import { alsoDamagesOpponentsBench } from '../../effects/damage'
import { attack, pokemon, weak } from '../../kit'

export const EISCUE = pokemon({
  id: 'swsh2-54',
  name: 'Eiscue',
  stage: 'basic',
  hp: 120,
  types: ['water'],
  weakness: weak('metal'),
  retreat: 2,
  abilities: [
    {
      name: 'Ice Face',
      text: "While this Pokémon has no damage on it, it takes 60 less damage from your opponent's attacks (after Weakness and Resistance).",
      hooks: {
        // "Full HP" is read before this attack's damage lands: no damage counters on it yet.
        incomingDamage: (h, d) =>
          d.fromAttack && d.attacker && d.attacker.seat !== h.owner && h.self && h.damageOn(h.self) === 0
            ? d.amount - 60
            : d.amount,
      },
    },
  ],
  attacks: [
    attack('Blizzard', ['water', 'colorless', 'colorless'], 70, {
      text: "Also 10 damage to each of your opponent's Benched Pokémon (no Weakness or Resistance for them).",
      effect: alsoDamagesOpponentsBench(10),
    }),
  ],
})
