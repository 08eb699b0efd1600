import { attack, pokemon, resist, weak } from '../../kit'

export const ZAMAZENTA = pokemon({
  id: 'swsh12pt5-97',
  name: 'Zamazenta',
  stage: 'basic',
  hp: 130,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  abilities: [
    {
      name: 'Metal Shield',
      text: 'While this Pokémon has any Energy attached, attacks do 30 less damage to it (after Weakness and Resistance).',
      hooks: {
        incomingDamage: (h, d) =>
          d.fromAttack && d.attacker && h.self && h.energyOn(h.self).length > 0 ? d.amount - 30 : d.amount,
      },
    },
  ],
  attacks: [
    attack('Retaliate', ['metal', 'metal', 'colorless'], 100, {
      damageSuffix: '+',
      text: "120 more damage if any of your Pokémon were Knocked Out during your opponent's last turn (in any way).",
      effect(c) {
        if (c.knockOutsDuring(c.seat, c.turn - 1) > 0) c.damage += 120
      },
    }),
  ],
})
