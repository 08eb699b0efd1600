import { discardEnergyFromThis } from '../../effects/energy'
import { defendingDuringNextTurn } from '../../effects/next-turn'
import { attack, markerKind, pokemon, resist, weak } from '../../kit'

/** Daunt: the Defending Pokémon's attacks do 50 less damage during its owner's next turn. */
const DAUNTED = markerKind<Record<string, never>>('swsh2-145', 'daunted')

export const UNFEZANT = pokemon({
  id: 'swsh2-145',
  name: 'Unfezant',
  stage: 'stage2',
  evolvesFrom: 'Tranquill',
  hp: 150,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Daunt', ['colorless', 'colorless'], 50, {
      text: "During your opponent's next turn, attacks of the Defending Pokémon do 50 less damage (before Weakness and Resistance).",
      effect: defendingDuringNextTurn(DAUNTED({})),
    }),
    attack('Air Slash', ['colorless', 'colorless', 'colorless'], 150, {
      text: 'After the damage, discard an Energy from this Pokémon.',
      effect: discardEnergyFromThis(1),
    }),
  ],
  markers: {
    [DAUNTED.key]: {
      outgoingDamage: (_h, d) => (d.fromAttack ? d.amount - 50 : d.amount),
    },
  },
})
