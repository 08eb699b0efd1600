/**
 * Passive effects plug into named hooks with a fixed order (design.md "Effects"). A hook belongs to a card in
 * play (Pokémon, attached Energy/Tool, Stadium) or to a marker; HookCtx tells it where it sits.
 */
import type { Seat, SlotRef } from '../model/types'
import type { Marker } from '../model/state'
import type { Table } from '../flow/table'

export interface HookCtx {
  t: Table
  /** Seat owning the card or marker the hook comes from. */
  owner: Seat
  /** The Pokémon the hook is on (its own Pokémon, or the one a Tool/Energy/marker is attached to). */
  self: SlotRef | null
  marker?: Marker
}

export interface DamageInfo {
  attacker: SlotRef | null
  target: SlotRef
  /** Damage so far at this stage. */
  amount: number
  /** True while resolving an attack (as opposed to other damage). */
  fromAttack: boolean
  attackName?: string
}

export interface Hooks {
  /** rules.md DMG-2: modify damage this Pokémon's attack does (before Weakness/Resistance). */
  outgoingDamage?(h: HookCtx, d: DamageInfo): number
  /**
   * DMG-2 from this Pokémon onto attacks of OTHER Pokémon in play (e.g. a Benched Pokémon's Ability "attacks used by
   * your Marowak do 30 more damage"): applied with the attacker's own modifiers; `h.self` is the Pokémon carrying
   * this hook, `d.attacker` the attacking one, `d.target` the one being damaged.
   */
  othersOutgoingDamage?(h: HookCtx, d: DamageInfo): number
  /**
   * Attacker-side modification applied after Weakness/Resistance, before the defender's DMG-5 modifiers (cards that
   * say "after applying Weakness and Resistance", e.g. the 1999 PlusPower). Only for the Defending Pokémon.
   */
  outgoingDamageAfterWR?(h: HookCtx, d: DamageInfo): number
  /** rules.md DMG-5: modify damage done to this Pokémon (after Weakness/Resistance). */
  incomingDamage?(h: HookCtx, d: DamageInfo): number
  /** Defender-side modification applied before Weakness/Resistance (cards that say so). */
  incomingDamageBeforeWR?(h: HookCtx, d: DamageInfo): number
  /** Return true to prevent all damage done to this Pokémon by this attack. */
  preventDamage?(h: HookCtx, d: DamageInfo): boolean
  /** Return true to prevent all effects of attacks (other than damage) on this Pokémon. */
  preventEffects?(h: HookCtx, attacker: SlotRef | null): boolean
  /**
   * Return true to prevent all effects of the opponent's Pokémon's Abilities on this Pokémon (damage, damage counters,
   * Special Conditions, lasting effects). `source` is the Pokémon using the Ability. Effects that choose this Pokémon
   * (e.g. switching it) should skip it when EffectCtx.protectedFromEffects says so.
   */
  preventAbilityEffects?(h: HookCtx, source: SlotRef | null): boolean
  /** Return true if this Pokémon can't be affected by the Special Condition (it is not applied at all). */
  preventCondition?(h: HookCtx, condition: import('../model/types').SpecialCondition): boolean
  /**
   * What an Energy card attached to this Pokémon provides now (e.g. "turn all Energy attached to this Pokémon into
   * Fire Energy for the rest of the turn"). Read by every Energy check: attack costs, Retreat Cost, discards, counts.
   */
  energyProvides?(
    h: HookCtx,
    uid: import('../model/types').Uid,
    provides: import('../model/card').EnergyUnitSet[],
  ): import('../model/card').EnergyUnitSet[]
  /** Change this Pokémon's Retreat Cost. */
  retreatCost?(h: HookCtx, cost: number): number
  /**
   * Change the Retreat Cost of OTHER Pokémon in play (e.g. an Ability "your Pokémon in play have no Retreat Cost"):
   * `h.self` is the Pokémon carrying this hook, `target` the one retreating. Applied after the target's own hooks.
   */
  othersRetreatCost?(h: HookCtx, target: SlotRef, cost: number): number
  canRetreat?(h: HookCtx): boolean
  /**
   * Return false to stop ANOTHER Pokémon in play from retreating (e.g. "as long as this Pokémon is in the Active Spot,
   * your opponent's Active Pokémon can't retreat"): `h.self` carries the hook, `target` is the one retreating.
   */
  othersCanRetreat?(h: HookCtx, target: SlotRef): boolean
  /**
   * Return false to stop this Pokémon from attacking. `attack` is the attack being considered, so a hook may
   * block one attack only (e.g. "can't use that attack during your opponent's next turn").
   */
  canAttack?(h: HookCtx, attack: import('../model/card').AttackDef): boolean
  /**
   * Change what this Pokémon's attack costs (e.g. "attacks used by the Defending Pokémon cost [C] more"). Returns
   * the new cost; read when checking whether the attack can be used.
   */
  attackCost?(
    h: HookCtx,
    attack: import('../model/card').AttackDef,
    cost: import('../model/types').EnergyType[],
  ): import('../model/types').EnergyType[]
  /** ATK-b: an alter/cancel effect. Return false if the attack does not happen. Generators are not allowed here. */
  beforeAttack?(h: HookCtx, flip: () => boolean): boolean
  /**
   * Called when this Pokémon is about to be Knocked Out (before it leaves play). `byAttack` is set when the Knock
   * Out is resolved right after an opponent's attack (ATK-g), naming the attacking Pokémon (null if it has left play). A hook may Knock Out
   * other Pokémon with Table.knockOut; they are resolved in the same pass.
   */
  onKnockOut?(h: HookCtx, ko: { byAttack: { attacker: SlotRef | null } | null }): void
  /** Called when this Pokémon is damaged by an opponent's attack (after damage is put on). */
  afterDamagedByAttack?(h: HookCtx, d: DamageInfo): void
  /** Pokémon Checkup: effects that happen "between turns". */
  checkup?(h: HookCtx): void
  /** Does this Pokémon's Weakness/Resistance change? */
  weakness?(h: HookCtx, w: import('../model/card').TypeModifier[]): import('../model/card').TypeModifier[]
  /**
   * Change the Weakness of ANOTHER Pokémon in play (e.g. "apply Weakness for your opponent's Active Pokémon as ×4"):
   * `h.self` carries the hook, `target` is the Pokémon whose Weakness is read. Applied after the target's own hooks.
   */
  othersWeakness?(
    h: HookCtx,
    target: SlotRef,
    w: import('../model/card').TypeModifier[],
  ): import('../model/card').TypeModifier[]
  resistance?(h: HookCtx, r: import('../model/card').TypeModifier[]): import('../model/card').TypeModifier[]
  /** Block Abilities / Pokémon Powers of the given Pokémon (e.g. Muk's Toxic Gas). */
  blocksAbilities?(h: HookCtx, target: SlotRef): boolean
  /** Blocks playing Trainer cards of a kind for the given seat. */
  blocksTrainer?(h: HookCtx, seat: Seat, kind: string): boolean
  /**
   * "When 1 of your Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon": called on each
   * other Pokémon of that player (not Knocked Out itself) before the Knocked Out one leaves play, so it may still take
   * cards from it. `c` acts for the Pokémon carrying this hook (c.self) and may ask questions.
   */
  allyKnockedOut?(
    h: HookCtx,
    c: import('./context').EffectCtx,
    knockedOut: SlotRef,
  ): import('./context').Proc<void> | void
  /** This Pokémon may evolve during its owner's first turn (rules.md E-3 "unless a card allows it"); E-2 still applies. */
  evolveOnFirstTurn?(h: HookCtx): boolean
  /** Prize cards the opponent takes beyond the usual number when this Pokémon is Knocked Out ("take 1 more Prize card"). */
  extraPrizes?(h: HookCtx): number
  /**
   * Return true to stop an effect of a Trainer card of kind `by`, played by `seat`, from putting `card` from `seat`'s
   * discard pile into their deck. Trainers check it with EffectCtx.mayPutFromDiscardIntoDeck.
   */
  blocksDiscardToDeck?(
    h: HookCtx,
    seat: Seat,
    card: import('../model/types').Uid,
    by: import('../model/card').TrainerKind,
  ): boolean
  /** Change this Pokémon's HP (e.g. "+100 HP while it has a Special Energy attached"). Read wherever HP is. */
  maxHp?(h: HookCtx, hp: number): number
  /**
   * Change the result of a coin flip by `seat` (e.g. "whenever they flip a coin, treat it as tails"). Asked of
   * player markers and table-wide hooks.
   */
  coinFlip?(h: HookCtx, seat: Seat, heads: boolean): boolean
  /**
   * This Pokémon would be Knocked Out by damage (not by an effect that Knocks it Out). Return the HP it keeps instead
   * (it is then not Knocked Out), or null. `byAttack` as for onKnockOut.
   */
  survivesKnockOut?(h: HookCtx, ko: { byAttack: { attacker: SlotRef | null } | null }): number | null
  /** "At the end of the turn": runs as the turn ends, before lasting effects expire and before Pokémon Checkup. */
  endOfTurn?(h: HookCtx): void
}
