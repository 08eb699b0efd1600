import type { EffectCtx, SlotRef } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { takesLessDamageNextTurn } from '../../effects/next-turn'

/** The opponent's Benched Pokémon Ivy Star may bring up (not one protected from the effects of our Abilities). */
const reachableBenched = (c: EffectCtx): SlotRef[] => c.benched(c.opp).filter((r) => !c.protectedFromEffects(r))

export const LEAFEON_VSTAR = pokemon({
  id: 'swsh12pt5-14',
  name: 'Leafeon VSTAR',
  stage: 'vstar',
  evolvesFrom: 'Leafeon V',
  ruleBox: 'VSTAR',
  hp: 260,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  abilities: [
    {
      name: 'Ivy Star',
      text: "VSTAR Power (one VSTAR Power per game for all your Pokémon). During your turn: choose 1 of your opponent's Benched Pokémon; it trades places with their Active Pokémon.",
      vstarPower: true,
      // Offered only when there is a Benched Pokémon to bring up: a VSTAR Power is never spent on nothing.
      canUse: (c) => reachableBenched(c).length > 0,
      *use(c) {
        const pick = yield* c.chooseSlot(reachableBenched(c), {
          text: "Ivy Star: which of your opponent's Benched Pokémon becomes their Active?",
        })
        if (pick) c.switchIn(pick)
      },
    },
  ],
  attacks: [
    attack('Leaf Guard', ['grass', 'grass', 'colorless'], 180, {
      text: "Attacks do 30 less damage to this Pokémon during your opponent's next turn (counted after Weakness and Resistance).",
      effect: takesLessDamageNextTurn(30),
    }),
  ],
})
