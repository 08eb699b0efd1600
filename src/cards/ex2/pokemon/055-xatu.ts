import type { EffectCtx } from '../../../engine'
import { attack, pokemon, resist, weak } from '../../kit'
import { hasNoSpecialCondition } from '../../effects/powers'

/** "Each of your Active Pokémon" that has damage: both in a 2-on-2 Battle (seed 003 Appendix A), else the one. */
const damagedActives = (c: EffectCtx) => c.activePokemon(c.seat).filter((ref) => c.damageOn(ref) > 0)

export const XATU = pokemon({
  id: 'ex2-55',
  name: 'Xatu',
  stage: 'stage1',
  evolvesFrom: 'Natu',
  hp: 70,
  types: ['psychic'],
  weakness: weak('psychic'),
  resistance: resist('fighting'),
  retreat: 0,
  abilities: [
    {
      name: 'Healing Wind',
      exKind: 'poke-power',
      oncePerTurn: true,
      text: 'Once during your turn (before your attack), you may remove 1 damage counter from each of your Active Pokémon. Not while Xatu has a Special Condition.',
      canUse: (c) => hasNoSpecialCondition(c, c.self) && damagedActives(c).length > 0,
      use(c) {
        for (const ref of damagedActives(c)) c.heal(ref, 10)
      },
    },
  ],
  attacks: [
    attack('Psyimpact', ['psychic', 'colorless'], 0, {
      text: "Put 1 damage counter on each of your opponent's Pokémon.",
      effect(c) {
        for (const ref of c.allPokemon(c.opp)) c.putCounters(ref, 1)
      },
    }),
  ],
})
