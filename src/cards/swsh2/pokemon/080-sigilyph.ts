import { attack, pokemon, resist, weak } from '../../kit'
import { damageCountersOn, moreDamageForEach } from '../../effects/damage'

export const SIGILYPH = pokemon({
  id: 'swsh2-80',
  name: 'Sigilyph',
  stage: 'basic',
  hp: 110,
  types: ['psychic'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Counterattack',
      text: "Whenever this Pokémon is damaged by an attack of your opponent's while it is your Active Pokémon (even if it is Knocked Out), put 3 damage counters on the Attacking Pokémon.",
      hooks: {
        afterDamagedByAttack: (h, d) => {
          if (h.self?.zone === 'active' && d.attacker && d.attacker.seat !== h.owner && h.exists(d.attacker))
            h.putCounters(d.attacker, 3)
        },
      },
    },
  ],
  attacks: [
    attack('Psychic Assault', ['psychic', 'colorless'], 30, {
      damageSuffix: '+',
      text: "30 damage, plus 10 more for each damage counter on your opponent's Active Pokémon.",
      effect: moreDamageForEach(10, (c) => damageCountersOn(c, c.defending)),
    }),
  ],
})
