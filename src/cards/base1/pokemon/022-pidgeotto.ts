import type { EffectCtx, Proc, SlotRef } from '../../../engine'
import { attack, pokemon, resist, weak } from '../../kit'
import { discardDefendingEnergy } from '../../effects/energy'

/** Has the damage on this Pokémon reached its HP (it will be Knocked Out at the next check)? */
const isDown = (c: EffectCtx, ref: SlotRef): boolean => c.exists(ref) && c.damageOn(ref) >= c.hp(ref)

/**
 * Mirror Move: if this Pokémon (any card of it) was the Defending Pokémon of an attack during the last turn, that
 * attack's final result on it (GameState.lastAttackOn) happens to the Defending Pokémon: the same damage with no
 * Weakness or Resistance, the same Special Conditions, the same lasting effects for the same number of turns, and
 * as many of its Energy cards discarded (the attacking player chooses which).
 */
function* mirrorMove(c: EffectCtx): Proc<void> {
  const turn = c.turn
  const rec = c.attacksOn(c.self).find((r) => r.turn === turn - 1)
  const r = rec?.result
  if (!rec || !r || !c.exists(c.defending)) return
  if (r.damage > 0) c.dealDamage(r.damage, c.defending, { weaknessResistance: false })
  for (const cond of r.conditions)
    c.condition(c.defending, cond, cond === 'poisoned' && r.poisonCounters ? { poisonCounters: r.poisonCounters } : {})
  if (!c.protectedFromEffects(c.defending)) {
    for (const m of r.markers)
      c.repeatMarker(c.defending, m, m.untilTurn !== undefined ? { turns: m.untilTurn - rec.turn } : undefined)
  }
  yield* discardDefendingEnergy(c, r.energyDiscarded)
}

export const PIDGEOTTO = pokemon({
  id: 'base1-22',
  name: 'Pidgeotto',
  stage: 'stage1',
  evolvesFrom: 'Pidgey',
  hp: 60,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Whirlwind', ['colorless', 'colorless'], 20, {
      text: 'After the damage, if your opponent has any Benched Pokémon, they choose one of them to switch with the Defending Pokémon.',
      *effect(c) {
        c.dealDamage()
        if (c.benched(c.opp).length === 0 || isDown(c, c.defending) || c.protectedFromEffects(c.defending)) return
        yield* c.switchActive(c.opp, c.opp, 'Whirlwind: choose a Benched Pokémon to switch with your Active Pokémon')
      },
    }),
    attack('Mirror Move', ['colorless', 'colorless', 'colorless'], 0, {
      text: "If Pidgeotto was attacked during your opponent's last turn, that attack's final result on Pidgeotto happens to the Defending Pokémon: the same damage (no Weakness or Resistance), Special Conditions, lasting effects and number of discarded Energy cards (you choose which).",
      effect: mirrorMove,
    }),
  ],
})
