import type { EffectCtx, SlotRef } from '../../../engine'
import { attack, pokemon, resist, weak } from '../../kit'
import { hasNoSpecialCondition } from '../../effects/powers'

/** "Each of your Active Pokémon" is the one Active Pokémon outside the 2-on-2 variant. */
const yourActive = (c: EffectCtx): SlotRef => ({ seat: c.seat, zone: 'active' })

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
      text: 'Once during your turn (before your attack), you may remove 1 damage counter from your Active Pokémon. Not while Xatu has a Special Condition.',
      canUse: (c) => hasNoSpecialCondition(c, c.self) && c.exists(yourActive(c)) && c.damageOn(yourActive(c)) > 0,
      use(c) {
        c.heal(yourActive(c), 10)
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
