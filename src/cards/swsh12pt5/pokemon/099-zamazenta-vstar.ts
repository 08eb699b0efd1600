import { thisCantAttackNextTurn } from '../../effects/next-turn'
import { attack, markerKind, pokemon, resist, weak } from '../../kit'

/** Shield Star: on the player, so it covers every Pokémon they have in play, also those that come into play later. */
const SHIELD_STAR = markerKind<Record<string, never>>('swsh12pt5-99', 'shield-star')

export const ZAMAZENTA_VSTAR = pokemon({
  id: 'swsh12pt5-99',
  name: 'Zamazenta VSTAR',
  stage: 'vstar',
  evolvesFrom: 'Zamazenta V',
  ruleBox: 'VSTAR',
  hp: 270,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  abilities: [
    {
      name: 'Shield Star',
      text: "VSTAR Power (one per game for all your Pokémon). During your turn, you may use it: during your opponent's next turn, attacks of your opponent's Pokémon do 100 less damage to each of your Pokémon, including any that come into play until then (after Weakness and Resistance).",
      vstarPower: true,
      use(c) {
        c.markPlayer(c.seat, { ...SHIELD_STAR({}), until: 'opponent-next-turn' })
      },
    },
  ],
  attacks: [
    attack('Giga Impact', ['metal', 'metal', 'colorless'], 220, {
      text: "During your next turn, this Pokémon can't attack.",
      effect: thisCantAttackNextTurn,
    }),
  ],
  markers: {
    [SHIELD_STAR.key]: {
      incomingDamage: (h, d) => (d.fromAttack && d.attacker && d.attacker.seat !== h.owner ? d.amount - 100 : d.amount),
    },
  },
})
