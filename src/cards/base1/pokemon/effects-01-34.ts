/**
 * Effect helpers shared by base1-1 … base1-34. They follow the Base Set order (rules.md B-12): pay costs
 * (AttackDef.payCost), then damage, then other effects. Interpretations: docs/rulings/base1-pokemon-01-34.md.
 */
import type { CardDef, Effect, EffectCtx, EnergyType, Proc, SlotRef, SpecialCondition } from '../../../engine'
import { isBasicEnergy, sameRef } from '../../../engine'

/** Base Set Pokémon Powers stop while the Pokémon is Asleep, Confused or Paralyzed. */
export const POWER_OFF: ('asleep' | 'confused' | 'paralyzed')[] = ['asleep', 'confused', 'paralyzed']

/** The six Energy types of the Base Set (rules.md B-18 without Colorless). */
export const BASE_TYPES: EnergyType[] = ['grass', 'fire', 'water', 'lightning', 'psychic', 'fighting']
export const typeName = (t: EnergyType): string => `${t[0]!.toUpperCase()}${t.slice(1)}`

/** The attack's damage, then: "Flip a coin. If heads, the Defending Pokémon is now <condition>." */
export function flipCondition(cond: SpecialCondition): Effect {
  return (c: EffectCtx) => {
    const heads = c.flip()
    c.dealDamage()
    if (heads) c.condition(c.defending, cond)
  }
}

/** The attack's damage, then the Defending Pokémon gets the condition. */
export function condition(cond: SpecialCondition): Effect {
  return (c: EffectCtx) => {
    c.dealDamage()
    c.condition(c.defending, cond)
  }
}

/** "Flip a coin. If heads, this attack does <damage> plus `bonus`; if tails, <damage> and this Pokémon does `self` to itself." */
export function flipBonusOrRecoil(bonus: number, self: number): Effect {
  return (c: EffectCtx) => {
    const heads = c.flip()
    c.dealDamage(c.damage + (heads ? bonus : 0))
    if (!heads) c.selfDamage(self)
  }
}

/** The attack's damage, then: "Flip a coin. If tails, this Pokémon does N damage to itself." */
export function tailsRecoil(self: number): Effect {
  return (c: EffectCtx) => {
    const heads = c.flip()
    c.dealDamage()
    if (!heads) c.selfDamage(self)
  }
}

/** The attack's damage, then this Pokémon does N damage to itself. */
export function recoil(self: number): Effect {
  return (c: EffectCtx) => {
    c.dealDamage()
    c.selfDamage(self)
  }
}

/**
 * "Flip a coin. If heads, during your opponent's next turn prevent all damage ('prevent-damage') / all effects of
 * attacks, including damage ('prevent-all'), done to this Pokémon." Ends if it leaves the Active Spot (SC-7).
 */
export function flipProtect(key: 'prevent-damage' | 'prevent-all'): Effect {
  return (c: EffectCtx) => {
    const heads = c.flip()
    c.dealDamage()
    if (heads) c.mark(c.self, { source: 'engine', key, until: 'opponent-next-turn', clearsOnMove: true })
  }
}

/** Energy cost paid "in order to use this attack": discard N units of Energy (of a type) from this Pokémon. */
export function discardOwnEnergy(units: number, type?: EnergyType): Effect {
  return function* (c: EffectCtx) {
    yield* c.discardEnergy(c.self, units, type ? { type } : {})
  }
}

/** The attack's damage, then: "If the Defending Pokémon has any Energy cards attached, choose 1 of them and discard it." */
export const damageThenDiscardDefendingEnergy: Effect = function* (c: EffectCtx) {
  c.dealDamage()
  yield* discardDefendingEnergy(c, 1)
}

/** The attacking player chooses `n` Energy cards attached to the Defending Pokémon and discards them. */
export function* discardDefendingEnergy(c: EffectCtx, n: number): Proc<void> {
  for (let i = 0; i < n; i++) {
    if (!c.exists(c.defending) || c.protectedFromEffects(c.defending)) return
    const [uid] = yield* c.chooseCards(c.energyOn(c.defending), {
      text: `Choose an Energy card to discard from ${c.pokemonAt(c.defending).name}`,
      min: 1,
      max: 1,
      publicOptions: true,
    })
    if (uid === undefined) return
    c.discard([uid])
  }
}

/**
 * Water Energy attached to this Pokémon but not needed for the attack's cost (Hydro Pump, Water Gun), at most
 * `max`. The cost is paid the cheapest way for the bonus: Colorless symbols by other Energy first. When the attack
 * is copied (Metronome) no cost was paid, so every Water Energy counts.
 */
export function extraWater(c: EffectCtx, max: number): number {
  const units = c.attachedEnergy(c.self).flatMap((e) => e.def.provides)
  const isWater = (u: (typeof units)[number]) => u.types === 'any' || u.types.includes('water')
  const water = units.filter(isWater).length
  if (c.src.copied) return Math.min(max, water)
  const cost = c.src.attack?.cost ?? []
  const typed = cost.filter((t) => t !== 'colorless').length
  const colorless = cost.length - typed
  // These costs only hold Water and Colorless symbols: Water pays the Water ones, other Energy the Colorless first.
  const others = units.length - water
  const colorlessFromWater = Math.max(0, colorless - others)
  return Math.max(0, Math.min(max, water - typed - colorlessFromWater))
}

/** A basic Energy card of this type (what "a Water Energy card" in hand means in the Base Set). */
export const isBasicOfType = (d: CardDef, type: EnergyType): boolean =>
  isBasicEnergy(d) && d.provides.every((u) => u.types !== 'any' && u.types.includes(type))

/** An Energy card in play that is a card of this type: basic, or a card acting as Energy that provides only it. */
export const isEnergyCardOfType = (d: CardDef, type: EnergyType): boolean =>
  d.kind === 'energy' &&
  d.provides.length > 0 &&
  d.provides.every((u) => u.types !== 'any' && u.types.length === 1 && u.types[0] === type)

/** The seat's Pokémon in play other than `ref`. */
export const othersThan = (c: EffectCtx, ref: SlotRef): SlotRef[] =>
  c.allPokemon(ref.seat).filter((r) => !sameRef(r, ref))

/** Has the damage on this Pokémon reached its HP (it will be Knocked Out at the next check)? */
export const isDown = (c: EffectCtx, ref: SlotRef): boolean => c.exists(ref) && c.damageOn(ref) >= c.hp(ref)

/**
 * Mirror Move: if this Pokémon (any card of it) was the Defending Pokémon of an attack during the last turn, that
 * attack's final result on it (GameState.lastAttackOn) happens to the Defending Pokémon: the same damage with no
 * Weakness or Resistance, the same Special Conditions, the same lasting effects for the same number of turns, and
 * as many of its Energy cards discarded (the attacking player chooses which).
 */
export function* mirrorMove(c: EffectCtx): Proc<void> {
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
