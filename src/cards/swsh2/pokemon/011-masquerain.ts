import { defendingDuringNextTurn } from '../../effects/next-turn'
import { switchThisWithBenched } from '../../effects/in-play'
import { attack, markerKind, pokemon, weak } from '../../kit'

/** Threatening Pattern: no Energy from the hand onto the Defending Pokémon during its owner's next turn. */
const THREATENED = markerKind<Record<string, never>>('swsh2-11', 'threatening-pattern')

export const MASQUERAIN = pokemon({
  id: 'swsh2-11',
  name: 'Masquerain',
  stage: 'stage1',
  evolvesFrom: 'Surskit',
  hp: 90,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Threatening Pattern', ['colorless'], 30, {
      text: "During your opponent's next turn, they can't attach Energy cards from their hand to the Defending Pokémon.",
      effect: defendingDuringNextTurn(THREATENED({})),
    }),
    attack('U-turn', ['colorless', 'colorless'], 40, {
      text: 'After the damage, switch this Pokémon with 1 of your Benched Pokémon.',
      effect: switchThisWithBenched,
    }),
  ],
  markers: { [THREATENED.key]: { canAttachEnergyFromHand: () => false } },
})
