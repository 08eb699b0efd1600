import { attack, pokemon, resist, weak } from '../../kit'
import { discardSpecialEnergyFromDefending } from '../../effects/energy'

export const ZAMAZENTA_V = pokemon({
  id: 'swsh1-139',
  name: 'Zamazenta V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 230,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  abilities: [
    {
      name: 'Dauntless Shield',
      text: "Attacks of your opponent's Pokémon VMAX do no damage to this Pokémon (on the Bench too).",
      hooks: {
        preventDamage: (h, d) =>
          d.fromAttack &&
          !!d.attacker &&
          d.attacker.seat !== h.owner &&
          h.exists(d.attacker) &&
          h.pokemonAt(d.attacker).ruleBox === 'VMAX',
      },
    },
  ],
  attacks: [
    attack('Assault Tackle', ['metal', 'metal', 'colorless'], 130, {
      text: "After the damage, choose a Special Energy attached to your opponent's Active Pokémon and discard it.",
      effect: discardSpecialEnergyFromDefending,
    }),
  ],
})
