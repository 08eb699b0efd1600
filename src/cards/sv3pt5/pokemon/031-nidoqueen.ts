import { attack, pokemon, weak } from '../../kit'

export const NIDOQUEEN = pokemon({
  id: 'sv3pt5-31',
  name: 'Nidoqueen',
  stage: 'stage2',
  evolvesFrom: 'Nidorina',
  hp: 170,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 3,
  attacks: [
    attack('Queen Press', ['darkness', 'colorless'], 90, {
      text: "After the damage, attacks of your opponent's Basic Pokémon do no damage to this Pokémon during their next turn (ends if it leaves the Active Spot).",
      effect(c) {
        c.dealDamage()
        c.mark(c.self, { source: 'sv3pt5-31', key: 'queen-press', until: 'opponent-next-turn', clearsOnMove: true })
      },
    }),
    attack('Lunge Out', ['darkness', 'darkness', 'colorless'], 160),
  ],
  markers: {
    'queen-press': {
      preventDamage: (h, d) => {
        const attacker = d.fromAttack && d.attacker && d.attacker.seat !== h.owner ? d.attacker : null
        return !!attacker && h.exists(attacker) && h.pokemonAt(attacker).stage === 'basic'
      },
    },
  },
})
