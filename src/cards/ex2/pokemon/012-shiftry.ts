import type { EffectCtx, SlotRef } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { moveDefendingEnergy } from '../../effects/energy'
import { hasNoSpecialCondition } from '../../effects/powers'

/**
 * A Defending Pokémon with Energy attached. Outside an attack both of the opponent's Active Pokémon are Defending in a
 * 2-on-2 Battle (seed 003 Appendix A), so Fan Away may be used when either has Energy, and the player picks which.
 */
const hasEnergy = (c: EffectCtx, ref: SlotRef): boolean => c.energyOn(ref).length > 0

export const SHIFTRY_12 = pokemon({
  id: 'ex2-12',
  name: 'Shiftry',
  stage: 'stage2',
  evolvesFrom: 'Nuzleaf',
  hp: 120,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  abilities: [
    {
      name: 'Fan Away',
      exKind: 'poke-power',
      oncePerTurn: true,
      text: "Once during your turn (before your attack), you may flip a coin. If heads, put 1 Energy card attached to your opponent's Active Pokémon into their hand (you choose it). Not while Shiftry is affected by a Special Condition.",
      canUse: (c) => hasNoSpecialCondition(c, c.self) && c.eachDefending.some((ref) => hasEnergy(c, ref)),
      *use(c) {
        if (!c.flip()) return
        const target = yield* c.chooseActive(c.opp, {
          text: 'Fan Away: take an Energy card from which Defending Pokémon?',
          filter: (ref) => hasEnergy(c, ref),
        })
        if (target) yield* moveDefendingEnergy(c, 'hand', target)
      },
    },
  ],
  attacks: [
    attack('Light Touch Throw', ['grass', 'grass', 'colorless', 'colorless'], 80, {
      damageSuffix: '-',
      text: 'Does 80 damage minus 10 damage for each Energy attached to the Defending Pokémon.',
      effect(c) {
        c.damage = Math.max(0, c.damage - 10 * c.energyUnits(c.defending))
      },
    }),
  ],
})
