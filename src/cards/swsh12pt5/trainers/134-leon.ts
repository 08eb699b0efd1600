import { trainer } from '../../kit'

/** swsh12pt5-134. A Supporter: this turn, 30 more damage to the opponent's Active Pokémon. */
export const LEON = trainer('supporter', {
  id: 'swsh12pt5-134',
  name: 'Leon',
  text:
    "For the rest of this turn, attacks of your Pokémon do 30 more damage to your opponent's Active Pokémon " +
    '(counted before Weakness and Resistance).',
  play(c) {
    c.markPlayer(c.seat, { source: 'swsh12pt5-134', key: 'leon', until: 'this-turn' })
  },
  markers: {
    // A marker on Leon's player: its hooks act on that player's attacking Pokémon. Only attack damage to the
    // opponent's Active Pokémon grows (not damage to Benched Pokémon, not damage to one's own).
    leon: {
      outgoingDamage: (h, d) =>
        d.fromAttack && d.target.zone === 'active' && d.target.seat !== h.owner ? d.amount + 30 : d.amount,
    },
  },
})
