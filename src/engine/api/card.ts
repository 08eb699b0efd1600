/**
 * The card-facing API: what card code writes (card definitions) and what it is handed (the effect context, the hook
 * context and the hooks). Definitions live in src/cards; the engine only sees them through a CardDb handed to
 * createEngine.
 *
 * These types refer to each other (a definition holds effects, an effect's context hands back definitions), so
 * they live in one module: split across files they would import each other. The engine implements the contexts
 * in the layers above (table: HookCtx, effects/context.ts: EffectCtx).
 */
import type { EnergyType, PileZone, Seat, SlotRef, SpecialCondition, Uid } from '../model/types'
import type { AttackResult, Marker, PlayerState, StadiumInPlay } from '../model/state'
import type { LastingEffect, Until } from './markers'
import type { Prompt } from '../model/decision'
import type { RuleSet } from '../rules/profile'

export type Stage = 'basic' | 'stage1' | 'stage2' | 'vstar' | 'vmax' | 'break' | 'mega' | 'vunion' | 'restored'

/** Rule-box kinds (rules.md §3). The kind decides the Prize value and deck limits. */
export type RuleBox =
  'ex' | 'tera-ex' | 'EX' | 'GX' | 'TAG TEAM' | 'V' | 'VSTAR' | 'VMAX' | 'V-UNION' | 'Radiant' | 'ex-classic'

export interface Modifier {
  /** '×' multiplies, '-' subtracts, '+' adds. Missing value: rule-set default. */
  op: '×' | '-' | '+'
  value?: number
}
export interface TypeModifier extends Modifier {
  type: EnergyType
}

export interface AttackDef {
  name: string
  cost: EnergyType[]
  /** Printed base damage (0 or absent for no damage). */
  damage: number
  /** The symbol printed after the damage: the text then says how to compute it. */
  damageSuffix?: '+' | '×' | '-'
  /** Player-facing text in our own words; must say what `effect` does. */
  text?: string
  /** Once per game per player (GX attack, VSTAR Power attack). */
  oncePerGame?: 'gx' | 'vstar'
  /**
   * Behaviour. Runs during ATK-d..ATK-f: it may ask questions, flip coins, and must call
   * ctx.dealDamage (or nothing) itself. Without it the attack simply deals its base damage.
   */
  effect?: Effect
  /**
   * What must be done "in order to use this attack" beyond its Energy cost (e.g. discard Energy from this
   * Pokémon). Runs just before `effect`; skipped when the attack is copied (Metronome, EffectCtx.useAttack).
   */
  payCost?: Effect
  /**
   * The attack uses another attack as its own (Metronome, Genome Hacking). Such an attack can't be copied: copying
   * it does nothing (EffectCtx.useAttack), so two copiers never loop.
   */
  copiesAttack?: boolean
  /** Extra requirement before the attack can be chosen (besides Energy). Not checked when copied. */
  canUse?: (ctx: EffectCtx) => boolean
  /** "This attack can be used even if this Pokémon is on the Bench." */
  fromBench?: boolean
}

/** An Ability (modern) or Pokémon Power (classic). */
export interface AbilityDef {
  name: string
  text?: string
  /** Activated abilities have `use`; passive ones only contribute hooks. */
  use?: Effect
  canUse?: (ctx: EffectCtx) => boolean
  /**
   * Printed usage limit for activated ones. Default: as the text's canUse decides, except a Poké-Power (`exKind`),
   * once per turn unless this says `false` (abilityOncePerTurn).
   */
  oncePerTurn?: boolean
  /** VSTAR Power Ability: once per game per player. */
  vstarPower?: boolean
  /**
   * A triggered Ability: "when you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn"
   * (`to: 'evolve'`) or "… onto your Bench …" (`to: 'bench'`). Right after that play, `use` runs on the Pokémon
   * (when `canUse` allows and Abilities are not blocked); with `may` its owner is asked first ("you may").
   * Never offered in the main menu.
   */
  onPlay?: { to: 'evolve' | 'bench'; may: boolean }
  /**
   * A triggered Ability of a card taken as a Prize card: `use` runs (with `src.card` the taken card, `seat` its
   * taker) before the card goes into the hand, when `canUse` allows; with `may` its owner is asked first. If `use`
   * moves the card elsewhere (e.g. onto the Bench), it does not go into the hand.
   */
  onPrize?: { may: boolean }
  /**
   * A triggered Ability of the card its owner draws at the beginning of their turn (TS-2), such as "if you drew this
   * Pokémon from your deck at the beginning of your turn …, before you put it into your hand, you may …": `use` runs
   * (with `src.card` the drawn card) right after that draw, when `canUse` allows; with `may` its owner is asked first
   * (privately: the card is still hidden). The card is in the hand while `use` runs. Never offered in the main menu.
   */
  onDraw?: { may: boolean }
  /**
   * "If this Pokémon is in your hand when you are setting up to play, you may put it face down as your Active
   * Pokémon" (any stage): at setup (S-4) it is offered beside the Basic Pokémon for the Active Spot. A hand still needs
   * a Basic Pokémon, or it is a mulligan (S-8); the Bench still takes only Basic Pokémon.
   */
  setupAsActive?: boolean
  /** Classic Pokémon Power that stops while the Pokémon is Asleep, Confused or Paralyzed. */
  offWhen?: ('asleep' | 'confused' | 'paralyzed')[]
  /**
   * EX era (2003, seed [003]): which of the two kinds of power the card prints. A `'poke-power'` is used (it has
   * `use`) and is shut off while its Pokémon is Asleep, Confused or Paralyzed unless `offWhen` says otherwise
   * (Baby Evolution: `offWhen: []`); a `'poke-body'` always works (hooks only, never "used"). Absent on the cards
   * of other eras (Ability, Pokémon Power).
   */
  exKind?: 'poke-power' | 'poke-body'
  hooks?: Hooks
}

interface CardBase {
  id: string
  name: string
  /** Set code and number, for display. */
  set?: string
  number?: string
  aceSpec?: boolean
  prismStar?: boolean
  text?: string
  /** Free tags other cards may refer to ("Ancient", "Future", "Team Plasma", "Fusion Strike"…). */
  tags?: string[]
  /** Behaviour of markers this card puts on Pokémon or players (looked up by Marker.key). */
  markers?: Record<string, Hooks>
}

export interface PokemonDef extends CardBase {
  kind: 'pokemon'
  stage: Stage
  evolvesFrom?: string
  hp: number
  types: EnergyType[]
  weakness?: TypeModifier[]
  resistance?: TypeModifier[]
  retreat: number
  attacks: AttackDef[]
  abilities?: AbilityDef[]
  ruleBox?: RuleBox
  /**
   * A Baby Pokémon ([003] attack step 1): under a rule set with `babyAttackFlip`, a Pokémon attacking it flips a
   * coin first, and on tails its turn ends without an attack.
   */
  baby?: boolean
  /** Prize cards the opponent takes when it is Knocked Out, when not the rule-box default (Clefairy Doll: 0). */
  prizes?: number
  /** Passive hooks the Pokémon itself carries while in play. */
  hooks?: Hooks
}

export type TrainerKind = 'item' | 'supporter' | 'stadium' | 'tool' | 'tm'

export interface TrainerDef extends CardBase {
  kind: 'trainer'
  trainerKind: TrainerKind
  /** Extra condition beyond the rule-set limits ("play only if…"). */
  canPlay?: (ctx: EffectCtx) => boolean
  /** What playing it does. Tools/Stadiums may leave it empty and work through hooks. */
  play?: Effect
  /** Passive hooks while it is in play (Stadium) or attached (Tool/TM). */
  hooks?: Hooks
  /** A Technical Machine's attack, usable by the Pokémon it is attached to. */
  attacks?: AttackDef[]
  /**
   * A Pokémon Tool's Abilities ("the Pokémon V this card is attached to can use the VSTAR Power on this card"): while
   * the Tool is attached, the Pokémon has them, when `abilitiesFor` allows, in every respect: an activated one is
   * offered in the main menu (the `ability` action's `tool` names the card), and whatever blocks that Pokémon's
   * Abilities blocks them. They leave with the Tool.
   */
  abilities?: AbilityDef[]
  /** The Pokémon a Tool's `abilities` go to ("the Pokémon V this card is attached to"); absent: any Pokémon. */
  abilitiesFor?: (pokemon: PokemonDef) => boolean
  /** Classic 1999 Trainers are printed without a subtype; modern rules treat them as Items. */
  classic?: boolean
  /**
   * Played onto the Bench as if it were a Basic Pokémon (Clefairy Doll, Fossils). `prizes`: Prize cards the
   * opponent takes when it is Knocked Out (default 1). `discardable`: its owner may discard it from play during
   * their turn as a main-phase action. Condition immunity and the like go in `hooks` (e.g. `preventCondition`).
   */
  playAsPokemon?: {
    hp: number
    types: EnergyType[]
    retreat: number
    canRetreat?: boolean
    prizes?: number
    discardable?: boolean
    /** Abilities it has while in play as a Pokémon (Antique Fossils): Abilities in every respect (blockable). */
    abilities?: AbilityDef[]
  }
  /**
   * A Stadium's "once during each player's turn, that player may …": offered in the main phase to the player whose
   * turn it is (`use-stadium`), at most once per turn per player and Stadium card (TurnFlags.stadiumUsed); `canUse` decides when.
   */
  stadiumAction?: { text?: string; canUse?: (ctx: EffectCtx) => boolean; use: Effect }
}

export interface EnergyUnitSet {
  /** Types one unit can pay for. 'any' pays any typed cost. */
  types: EnergyType[] | 'any'
}

export interface EnergyDef extends CardBase {
  kind: 'energy'
  basic: boolean
  /** Units of Energy this card provides while attached. A basic Fire Energy provides [{types:['fire']}]. */
  provides: EnergyUnitSet[]
  hooks?: Hooks
  /** Runs when attached from hand (by the manual attachment). */
  onAttach?: Effect
  /**
   * Extra condition for attaching it from the hand as the turn's attachment ("you can attach this card only if you
   * discard another card from your hand"): the menu offers the attachment only when it holds. A cost it names is
   * paid in `onAttach`.
   */
  canAttach?: (ctx: EffectCtx) => boolean
}

export type CardDef = PokemonDef | TrainerDef | EnergyDef

export interface CardDb {
  get(id: string): CardDef
  has(id: string): boolean
  /** Every definition with exactly this name (for effects that follow an evolution line by name). */
  byName(name: string): CardDef[]
}

export function makeCardDb(defs: Iterable<CardDef>): CardDb {
  const map = new Map<string, CardDef>()
  const names = new Map<string, CardDef[]>()
  for (const d of defs) {
    if (map.has(d.id)) throw new Error(`Duplicate card id ${d.id}`)
    map.set(d.id, d)
    names.set(d.name, [...(names.get(d.name) ?? []), d])
  }
  return {
    get(id) {
      const d = map.get(id)
      if (!d) throw new Error(`Unknown card id ${id}`)
      return d
    },
    has: (id) => map.has(id),
    byName: (name) => names.get(name) ?? [],
  }
}

export const isBasicEnergy = (d: CardDef): d is EnergyDef => d.kind === 'energy' && d.basic

/**
 * "Pokémon V" in card text (rules.md §3): Pokémon V, and VSTAR, VMAX and V-UNION, which count as Pokémon V for every
 * effect that mentions Pokémon V.
 */
export const isPokemonV = (d: PokemonDef): boolean =>
  d.ruleBox === 'V' || d.ruleBox === 'VSTAR' || d.ruleBox === 'VMAX' || d.ruleBox === 'V-UNION'

/**
 * "Pokémon with a Rule Box" in card text (rules.md §3): every Pokémon whose card carries a rule box, Radiant and
 * in-play V-UNION included (the seeds name those two explicitly).
 */
export const hasRuleBox = (d: PokemonDef): boolean => d.ruleBox !== undefined

/**
 * The subtypes a Trainer card counts as under a rule set, for every rule and effect that names a kind of Trainer
 * ("can't play Item cards", "an Item card"): its printed subtype; every 1999 Trainer is an Item where Trainers have
 * no subtypes (classic 1999); and a Pokémon Tool or Technical Machine is an Item too where `toolsAreItems`
 * (Sword & Shield, rules.md C-5).
 */
export function trainerKindsUnder(rules: RuleSet, d: TrainerDef): readonly TrainerKind[] {
  if (!rules.trainerSubtypes) return ITEM_ONLY
  if (rules.toolsAreItems && (d.trainerKind === 'tool' || d.trainerKind === 'tm')) return [d.trainerKind, 'item']
  return [d.trainerKind]
}
const ITEM_ONLY: readonly TrainerKind[] = ['item']

/** The Special Conditions that shut a Poké-Power off ([003] "Baby Evolution … even if … a Special Condition"). */
const POKE_POWER_OFF: readonly ('asleep' | 'confused' | 'paralyzed')[] = ['asleep', 'confused', 'paralyzed']

/**
 * The Special Conditions that switch this Ability off: what the card says (`offWhen`), else, for an EX-era
 * Poké-Power, Asleep, Confused and Paralyzed; a Poké-Body and a modern Ability always work (undefined).
 */
export function abilityOffWhen(ab: AbilityDef): readonly ('asleep' | 'confused' | 'paralyzed')[] | undefined {
  return ab.offWhen ?? (ab.exKind === 'poke-power' ? POKE_POWER_OFF : undefined)
}

/** What kind of power the log names for this Ability (the `ability` event's `power`), if any. */
export function abilityPower(ab: AbilityDef): { power?: 'vstar' | 'poke-power' | 'poke-body' } {
  if (ab.vstarPower) return { power: 'vstar' }
  return ab.exKind ? { power: ab.exKind } : {}
}

/** Is this Ability usable once per turn only? What the card says, else once for an EX-era Poké-Power. */
export function abilityOncePerTurn(ab: AbilityDef): boolean {
  return ab.oncePerTurn ?? ab.exKind === 'poke-power'
}

/** Prizes the opponent takes when this Pokémon is Knocked Out (rules.md KO-3, §3 table). */
export function prizeValue(d: PokemonDef): number {
  if (d.prizes !== undefined) return d.prizes
  switch (d.ruleBox) {
    case 'VMAX':
    case 'V-UNION':
    case 'TAG TEAM':
      return 3
    case 'ex':
    case 'tera-ex':
    case 'EX':
    case 'GX':
    case 'V':
    case 'VSTAR':
    case 'ex-classic':
      return 2
    default:
      return 1
  }
}

// ---------- what card code may read ----------

/** A value and everything inside it, read-only: what card code gets of the state. */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer E)[]
    ? readonly DeepReadonly<E>[]
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T

/** A player's side, read-only (hand, deck, discard pile, Prizes, this turn's flags…). */
export type PlayerView = DeepReadonly<PlayerState>

/** An attack done to a Pokémon, as GameState.lastAttackOn keeps it (Mirror Move). */
export interface AttackRecord {
  /** The turn of the attack. */
  turn: number
  result?: DeepReadonly<AttackResult>
}

export interface CardReads {
  /** The number of the turn now (1 is the first player's first turn). */
  readonly turn: number
  /** The seat whose turn it is (or was, between turns). */
  readonly currentPlayer: Seat
  /** The seat that went first. */
  readonly firstPlayer: Seat
  /** The Stadium in play and who played it, or null. */
  readonly stadium: Readonly<StadiumInPlay> | null
  /** Is it now `seat`'s turn (not between turns)? */
  duringTurnOf(seat: Seat): boolean
  isFirstTurnOf(seat: Seat): boolean
  /**
   * Is an attack being resolved now (its effects, damage and Knock Outs)? What it does happens after "before your
   * attack": an EX-era "once during your turn (before your attack)" Poké-Body does not react to it.
   */
  readonly attacking: boolean

  /** A player's side, read-only. */
  player(seat: Seat): PlayerView
  /** The Prize cards `seat` has taken so far in this game (the game's Prize count minus those left). */
  prizesTaken(seat: Seat): number
  /** The definition of a card (a Pokémon card acting as Energy reads as that Energy). */
  def(uid: Uid): CardDef
  /** Cards of the card database with this name (every set of the game's database). */
  cardsNamed(name: string): readonly CardDef[]
  /**
   * "An Item card" under this game's rules: an Item, any classic 1999 Trainer, and in Sword & Shield rules a Pokémon
   * Tool or Technical Machine (rules.md C-5, `trainerKindsUnder`).
   */
  isItem(d: CardDef): boolean
  /** Cards in a pile that satisfy `filter`. */
  cardsIn(seat: Seat, zone: PileZone, filter?: (d: CardDef, uid: Uid) => boolean): Uid[]

  /** Is there a Pokémon at `ref`? */
  exists(ref: SlotRef): boolean
  /** The definition that governs the Pokémon at `ref` (its top card; BREAK and Trainer-as-Pokémon adapted). */
  pokemonAt(ref: SlotRef): PokemonDef
  /** The Benched Pokémon of a seat. */
  benched(seat: Seat): SlotRef[]
  /** Every Pokémon in play of a seat, Active first. */
  allPokemon(seat: Seat): SlotRef[]
  /**
   * A seat's Active Pokémon, first spot first: one in 1-on-1 (none if the spot is empty), both in a 2-on-2 Battle
   * ("each of your Active Pokémon", "all of the Active Pokémon": seed 003 Appendix A).
   */
  activePokemon(seat: Seat): SlotRef[]
  /** The cards of the Pokémon itself, the Basic first and the top card last (not attached cards). */
  stackOf(ref: SlotRef): readonly Uid[]
  /** Its top card. */
  topCard(ref: SlotRef): Uid
  /** The Pokémon Tools (and other attached Trainer cards) on it. */
  toolsOn(ref: SlotRef): readonly Uid[]
  /** Is it an evolved Pokémon whose top card was played this turn? */
  evolvedThisTurn(ref: SlotRef): boolean
  /** Did this Pokémon move from its owner's Bench to the Active Spot during this turn (retreat, switch, promotion)? */
  movedToActiveThisTurn(ref: SlotRef): boolean
  /**
   * Did this Pokémon, now Active, move from its owner's Bench to the Active Spot during `turn` (retreat, switch,
   * promotion; a promotion between turns, after Pokémon Checkup, belongs to no turn)? Only this turn and the last are
   * known: "if your opponent's Active Pokémon moved from the Bench to the Active Spot during your opponent's last turn".
   */
  movedToActiveDuring(ref: SlotRef, turn: number): boolean
  /** E-2, E-3 timing: may this Pokémon evolve now (in play since the start of the turn, not its owner's first turn)? */
  mayEvolveNow(ref: SlotRef): boolean
  /** Was its top card put into play this turn (a Basic put onto the Bench, or the Evolution card played on it: E-2)? */
  cameIntoPlayThisTurn(ref: SlotRef): boolean

  /** Damage on it (10 per damage counter). */
  damageOn(ref: SlotRef): number
  /** Its HP now: printed, changed by maxHp hooks. */
  hp(ref: SlotRef): number
  /** HP now minus damage: 0 or less means it will be Knocked Out at the next check. */
  remainingHp(ref: SlotRef): number
  /** Its types now. */
  typesOf(ref: SlotRef): EnergyType[]
  /** Its Weakness now (hooks applied). */
  weaknessOf(ref: SlotRef): TypeModifier[]
  /** Its Retreat Cost now (retreatCost and othersRetreatCost hooks applied), as a number of Colorless symbols. */
  retreatCostOf(ref: SlotRef): number
  hasCondition(ref: SlotRef, cond: SpecialCondition): boolean
  /** Has it a lasting effect with this key (of any source)? */
  hasMarker(ref: SlotRef, key: string): boolean
  /** The attacks done to it by the cards of its stack (GameState.lastAttackOn: this turn's and the last). */
  attacksOn(ref: SlotRef): AttackRecord[]
  /**
   * The damage (not damage counters) attacks of `turn` put on this Pokémon, Active or Benched, after Weakness,
   * Resistance and reductions; the cards of its stack count, so evolving keeps it (only this turn and the last are
   * known): "if this Pokémon was damaged by an attack during your opponent's last turn".
   */
  attackDamageDuring(ref: SlotRef, turn: number): number
  /**
   * `seat`'s Pokémon Knocked Out by damage from an opponent's attack during `turn` (only this turn and the last are
   * known): the definition id of each one's top card and its types then.
   */
  knockOutsByAttack(seat: Seat, turn: number): readonly { card: string; types: readonly EnergyType[] }[]
  /**
   * How many of `seat`'s Pokémon were Knocked Out during `turn`, by anything (attack damage, damage counters, effects;
   * a Knock Out in Pokémon Checkup between turns belongs to no turn). Only this turn and the last are known: "if any
   * of your Pokémon were Knocked Out during your opponent's last turn".
   */
  knockOutsDuring(seat: Seat, turn: number): number

  /** Energy card uids attached to it. */
  energyOn(ref: SlotRef): Uid[]
  /** The Energy cards attached to it with what each provides now (energyProvides hooks applied). */
  attachedEnergy(ref: SlotRef): readonly { uid: Uid; def: EnergyDef }[]
  /** Energy cards attached to it that provide the given type (any type if omitted). */
  energyOfType(ref: SlotRef, type?: EnergyType): Uid[]
  /** Units of Energy of the given type attached (a Double Colorless counts 2 for Colorless). */
  energyUnits(ref: SlotRef, type?: EnergyType): number

  /**
   * Does a preventAbilityEffects hook on `target` stop the Ability of the Pokémon at `source` (an opponent's) from
   * affecting it?
   */
  protectedFromAbilityOf(target: SlotRef, source: SlotRef | null): boolean
  /**
   * Has the Pokémon at `ref` an Ability named `name` that works now: not blocked by another card (blocksAbilities,
   * blocksPower),
   * not switched off by a Special Condition (offWhen)? For texts such as "you can't apply more than 1 Big Shield
   * Ability at a time", whose hooks let only one working copy apply.
   */
  abilityWorks(ref: SlotRef, name: string): boolean
}

/** A stored lasting effect, read-only. */
export type MarkerView = Readonly<Marker>

// ---------- passive effects: hooks ----------

/**
 * Passive effects plug into named hooks with a fixed order (design.md "Effects"). A hook belongs to a card in
 * play (Pokémon, attached Energy/Tool, Stadium) or to a marker; HookCtx tells it where it sits and lets it read the
 * table (CardReads), never change it. The few hooks that act (checkup, endOfTurn, onKnockOut,
 * afterDamagedByAttack, afterEnergyAttachedFromHand, othersAfterEnergyAttachedFromHand, survivesKnockOut) get a
 * HookActCtx with the moves they may make.
 */
export interface HookCtx extends CardReads {
  /** Seat owning the card or marker the hook comes from. */
  readonly owner: Seat
  /** The Pokémon the hook is on (its own Pokémon, or the one a Tool/Energy/marker is attached to). */
  readonly self: SlotRef | null
  /**
   * The card the hook belongs to: the Pokémon's top card (its own hooks and Abilities), the attached Energy or Tool,
   * the Stadium; null for a marker's hook ("discard this card" of a Tool reads it).
   */
  readonly card: Uid | null
  /** The lasting effect the hook belongs to, if it is a marker's. */
  readonly marker?: MarkerView
  /** The hook is a marker's whose last turn is this one (it lasts "until the end of" this turn). */
  readonly markerEndsThisTurn: boolean
}

/** The context of the hooks that act: a HookCtx plus the moves such a hook may make. */
export interface HookActCtx extends HookCtx {
  /** Flip a coin for the hook's owner. */
  flip(reason: string): boolean
  /** Put damage counters on a Pokémon (an effect, not damage: no Weakness, Resistance or prevention). */
  putCounters(ref: SlotRef, counters: number): void
  /** Put damage on a Pokémon as the hook's effect, not through the damage pipeline (1999 cards: "does 10 damage"). */
  addDamage(ref: SlotRef, amount: number): void
  /** Heal damage from a Pokémon; returns the amount healed. */
  heal(ref: SlotRef, amount: number): number
  /** Knock Out a Pokémon by effect; it is resolved with the other Knock Outs. */
  knockOut(ref: SlotRef): void
  /** Remove Special Conditions from a Pokémon: the given ones, or all of them. */
  cure(ref: SlotRef, conds?: readonly SpecialCondition[]): void
  /** Put a card attached to a Pokémon in play (this Tool: `h.card`) into its owner's discard pile. */
  discardAttached(uid: Uid): void
  /** Draw up to n cards (default: the hook's owner). */
  draw(n: number, seat?: Seat): Uid[]
  /**
   * Give a Special Condition to an Active Pokémon ("the Attacking Pokémon is now Burned"); false if it can't have it
   * (on the Bench, a preventCondition hook).
   */
  condition(ref: SlotRef, cond: SpecialCondition): boolean
  /** Discard the top n cards of a player's deck (fewer if fewer remain); returns them. */
  discardTopOfDeck(seat: Seat, n: number): Uid[]
  /**
   * "Once during your turn, when …": true the first time this turn that the hook's card (`card`) asks with this
   * `key`, false after; the use is kept in the owner's turn flags, so it resets when the owner's next turn begins.
   */
  oncePerTurn(key: string): boolean
}

/** How a Pokémon whose Prize cards are counted is Knocked Out (Hooks.extraPrizes). */
export interface PrizeKnockOut {
  /** By damage from an attack of the opponent's: the attacking Pokémon's top card; null: any other way. */
  byAttack: { attacker: Uid } | null
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

/**
 * How a Pokémon about to be Knocked Out came to it (onKnockOut, survivesKnockOut). `byAttack`: by damage from the
 * opponent's attack resolved right after it (ATK-g), naming the attacking Pokémon (null if it has left play).
 * `byAnyAttack`: by damage from an attack of either side (its own side's attack damaging its Bench counts: Machamp's
 * Guts, "Knocked Out by damage from an attack"). Neither for damage counters an attack put (DMG-1), Poison or Burn
 * between turns, or an effect that Knocks Out directly.
 */
export interface KnockOutHow {
  byAttack: { attacker: SlotRef | null } | null
  byAnyAttack: boolean
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
  /**
   * Before Weakness/Resistance, from this Pokémon onto damage done to OTHER Pokémon in play ("any damage done to your
   * Pokémon by an opponent's attack is reduced by 10 (before applying Weakness and Resistance)"): applied after the
   * target's own incomingDamageBeforeWR hooks, so also before the Weakness of a second Active Pokémon (2-on-2 Battle);
   * `h.self` is the Pokémon carrying this hook, `d.target` the one being damaged.
   */
  othersIncomingDamageBeforeWR?(h: HookCtx, d: DamageInfo): number
  /** Return true to prevent all damage done to this Pokémon by this attack. */
  preventDamage?(h: HookCtx, d: DamageInfo): boolean
  /**
   * "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage": return true for
   * damage a coin may prevent. When the damage is more than 0 after every modifier, the engine flips the hook owner's
   * coin; heads prevents it.
   */
  preventDamageOnHeads?(h: HookCtx, d: DamageInfo): boolean
  /**
   * "If this Pokémon would be damaged by an opponent's attack (after applying Weakness and Resistance), flip a coin. If
   * heads, reduce that damage by 30": return the amount heads takes off (0: no coin). When the damage is more than 0
   * after every other modifier, the engine flips the hook owner's coin; heads lowers it by that amount.
   */
  reduceDamageOnHeads?(h: HookCtx, d: DamageInfo): number
  /**
   * DMG-5 from this Pokémon onto damage done to OTHER Pokémon in play (e.g. "all of your Pokémon take 30 less damage
   * from your opponent's attacks"): applied after the target's own incomingDamage hooks; `h.self` is the Pokémon
   * carrying this hook, `d.target` the one being damaged.
   */
  othersIncomingDamage?(h: HookCtx, d: DamageInfo): number
  /** Return true to prevent all effects of attacks (other than damage) on this Pokémon. */
  preventEffects?(h: HookCtx, attacker: SlotRef | null): boolean
  /**
   * Return true to prevent all effects of attacks (other than damage) on ANOTHER Pokémon in play (e.g. "prevent all
   * effects of your opponent's attacks, except damage, done to all of your Pokémon that have Energy attached"):
   * `h.self` carries the hook, `target` is the Pokémon the attack's effect would reach, `attacker` the attacking one.
   */
  othersPreventEffects?(h: HookCtx, target: SlotRef, attacker: SlotRef | null): boolean
  /**
   * Return true to prevent all effects of the opponent's Pokémon's Abilities on this Pokémon (damage, damage counters,
   * Special Conditions, lasting effects). `source` is the Pokémon using the Ability. Effects that choose this Pokémon
   * (e.g. switching it) should skip it when EffectCtx.protectedFromEffects says so.
   */
  preventAbilityEffects?(h: HookCtx, source: SlotRef | null): boolean
  /** Return true if this Pokémon can't be affected by the Special Condition (it is not applied at all). */
  preventCondition?(h: HookCtx, condition: SpecialCondition): boolean
  /**
   * Return true if ANOTHER Pokémon in play can't be affected by the Special Condition (e.g. "your Pokémon can't be
   * affected by any Special Conditions"): `h.self` carries the hook, `target` is the Pokémon. A Pokémon that has a
   * condition it can't be affected by recovers from it after the action that made it so (Table.recoverImmune).
   */
  othersPreventCondition?(h: HookCtx, target: SlotRef, condition: SpecialCondition): boolean
  /**
   * Change the damage counters Poison puts on ANOTHER Pokémon at Pokémon Checkup (e.g. "put 2 more damage counters
   * on your opponent's Poisoned Pokémon during Pokémon Checkup"): `h.self` carries the hook, `target` is Poisoned.
   */
  othersPoisonCounters?(h: HookCtx, target: SlotRef, counters: number): number
  /**
   * What an Energy card attached to this Pokémon provides now (e.g. "turn all Energy attached to this Pokémon into
   * Fire Energy for the rest of the turn"). Read by every Energy check: attack costs, Retreat Cost, discards, counts.
   */
  energyProvides?(h: HookCtx, uid: Uid, provides: EnergyUnitSet[]): EnergyUnitSet[]
  /** Change this Pokémon's Retreat Cost. */
  retreatCost?(h: HookCtx, cost: number): number
  /**
   * Change the Retreat Cost of OTHER Pokémon in play (e.g. an Ability "your Pokémon in play have no Retreat Cost"):
   * `h.self` is the Pokémon carrying this hook, `target` the one retreating. Combined with the target's own changes
   * as Table.retreatCostOf says (changes add up; one that sets the cost, "no Retreat Cost", comes last).
   */
  othersRetreatCost?(h: HookCtx, target: SlotRef, cost: number): number
  canRetreat?(h: HookCtx): boolean
  /**
   * Return false to stop Energy cards being attached from a hand to this Pokémon: the turn's attachment and any
   * effect's (EffectCtx.attach refuses them).
   */
  canAttachEnergyFromHand?(h: HookCtx): boolean
  /**
   * "Whenever you attach an Energy card from your hand to this Pokémon during your turn, …": called on the Pokémon
   * right after its owner attached `energy` to it from their hand during their turn, by the turn's attachment or by
   * an effect (an Ability such as "attach a Water Energy card from your hand to 1 of your Benched Pokémon").
   */
  afterEnergyAttachedFromHand?(h: HookActCtx, energy: Uid): void
  /**
   * "Whenever any player attaches an Energy card from their hand to 1 of their Pokémon, …": called on every OTHER
   * Pokémon in play, either side, right after a player attached `energy` from their hand to one of their own Pokémon
   * (`target`), by the turn's attachment or by an effect. `h.self` carries the hook; being a hook, it stops with the
   * Ability that carries it (Ability-blocking). The target's own reaction is afterEnergyAttachedFromHand.
   */
  othersAfterEnergyAttachedFromHand?(h: HookActCtx, target: SlotRef, energy: Uid): void
  /**
   * Return false to stop ANOTHER Pokémon in play from retreating (e.g. "as long as this Pokémon is in the Active Spot,
   * your opponent's Active Pokémon can't retreat"): `h.self` carries the hook, `target` is the one retreating.
   */
  othersCanRetreat?(h: HookCtx, target: SlotRef): boolean
  /**
   * Return false to stop this Pokémon from attacking. `attack` is the attack being considered, so a hook may
   * block one attack only (e.g. "can't use that attack during your opponent's next turn").
   */
  canAttack?(h: HookCtx, attack: AttackDef): boolean
  /**
   * Change what this Pokémon's attack costs (e.g. "attacks used by the Defending Pokémon cost [C] more"). Returns
   * the new cost; read when checking whether the attack can be used.
   */
  attackCost?(h: HookCtx, attack: AttackDef, cost: EnergyType[]): EnergyType[]
  /**
   * Change what ANOTHER Pokémon's attack costs (e.g. "as long as this Pokémon is in the Active Spot, your opponent's
   * Active Pokémon's attacks cost [C] more"): `h.self` carries the hook, `target` is the attacking Pokémon.
   */
  othersAttackCost?(h: HookCtx, target: SlotRef, attack: AttackDef, cost: EnergyType[]): EnergyType[]
  /** ATK-b: an alter/cancel effect. Return false if the attack does not happen. Generators are not allowed here. */
  beforeAttack?(h: HookCtx, flip: () => boolean): boolean
  /**
   * Called when this Pokémon is about to be Knocked Out (before it leaves play). `byAttack` is set when the Knock
   * Out is resolved right after an opponent's attack (ATK-g), naming the attacking Pokémon (null if it has left play);
   * `byAnyAttack` also for its own side's attack (KnockOutHow). A hook may Knock Out other Pokémon with h.knockOut;
   * they are resolved in the same pass.
   */
  onKnockOut?(h: HookActCtx, ko: KnockOutHow): void
  /** Called when this Pokémon is damaged by an opponent's attack (after damage is put on). */
  afterDamagedByAttack?(h: HookActCtx, d: DamageInfo): void
  /** Pokémon Checkup: effects that happen "between turns". */
  checkup?(h: HookActCtx): void
  /**
   * Cards outside play whose attacks this Pokémon can use as its own (e.g. "this Pokémon can use the attacks of any
   * Basic Pokémon in your discard pile"): their uids. Their attacks are offered beside its own (the Active only), each
   * paid with the Energy attached to it; one card of each definition is offered. Being a hook, it stops with the
   * Ability that carries it (Ability-blocking).
   */
  usesAttacksOf?(h: HookCtx): readonly Uid[]
  /**
   * Change this Pokémon's types (Poké-Body "Kecleon's type is the same as every type of basic Energy card attached",
   * a lasting "until the end of your turn, Lunatone's type is Darkness"). Read wherever its type counts: Weakness and
   * Resistance of the Pokémon it attacks, effects that ask its type (CardReads.typesOf). Must not read typesOf of
   * the same Pokémon.
   */
  types?(h: HookCtx, types: EnergyType[]): EnergyType[]
  /** Does this Pokémon's Weakness/Resistance change? */
  weakness?(h: HookCtx, w: TypeModifier[]): TypeModifier[]
  /**
   * Change the Weakness of ANOTHER Pokémon in play (e.g. "apply Weakness for your opponent's Active Pokémon as ×4"):
   * `h.self` carries the hook, `target` is the Pokémon whose Weakness is read. Applied after the target's own hooks.
   */
  othersWeakness?(h: HookCtx, target: SlotRef, w: TypeModifier[]): TypeModifier[]
  resistance?(h: HookCtx, r: TypeModifier[]): TypeModifier[]
  /**
   * Change the Resistance of ANOTHER Pokémon in play (e.g. "as long as this Pokémon is in play, do not apply Resistance
   * for all Active Pokémon"): `h.self` carries the hook, `target` is the Pokémon whose Resistance is read. Applied
   * after the target's own hooks.
   */
  othersResistance?(h: HookCtx, target: SlotRef, r: TypeModifier[]): TypeModifier[]
  /** Block Abilities / Pokémon Powers of the given Pokémon (e.g. Muk's Toxic Gas). */
  blocksAbilities?(h: HookCtx, target: SlotRef): boolean
  /**
   * Block one power of the given Pokémon and leave its others working: asked for each of them (e.g. a Poké-Body "your
   * opponent's Pokémon can't use any Poké-Powers" is true for an `exKind: 'poke-power'` only, so the Poké-Bodies keep
   * working). Asked of table-wide hooks and of every Pokémon in play's working powers (Table.abilityBlocked).
   */
  blocksPower?(h: HookCtx, target: SlotRef, ability: AbilityDef): boolean
  /**
   * Pokémon Tool cards can't stay attached to ANOTHER Pokémon in play (e.g. a Poké-Body "as long as this Pokémon is
   * in play, … remove any Pokémon Tool cards attached to your opponent's Pokémon and put them into his or her discard
   * pile"): return true for `target` and the engine discards its Tools after each action (Table.discardBarredTools),
   * as it cures a Pokémon that can't have a Special Condition. `h.self` carries the hook.
   */
  othersToolsDiscarded?(h: HookCtx, target: SlotRef): boolean
  /** Blocks playing Trainer cards of a kind for the given seat. */
  blocksTrainer?(h: HookCtx, seat: Seat, kind: string): boolean
  /**
   * "When 1 of your Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon": called on each
   * other Pokémon of that player (not Knocked Out itself) before the Knocked Out one leaves play, so it may still take
   * cards from it. `c` acts for the Pokémon carrying this hook (c.self) and may ask questions.
   */
  allyKnockedOut?(h: HookCtx, c: EffectCtx, knockedOut: SlotRef): Proc<void> | void
  /** This Pokémon may evolve during its owner's first turn (rules.md E-3 "unless a card allows it"); E-2 still applies. */
  evolveOnFirstTurn?(h: HookCtx): boolean
  /**
   * This Pokémon may evolve during the turn it was put into play or evolved (rules.md E-2 "unless a card allows it",
   * e.g. "can evolve … the turn you play it"); E-3 still applies unless evolveOnFirstTurn allows it too.
   */
  evolveOnPlayedTurn?(h: HookCtx): boolean
  /**
   * Prize cards the opponent takes beyond the usual number when this Pokémon is Knocked Out ("take 1 more Prize card").
   * Asked of the Pokémon's own hooks and its owner's player markers, and of the taker's player markers with `h.self`
   * the Knocked Out Pokémon ("during this turn, if your opponent's Active Pokémon is Knocked Out by damage from an
   * attack from your Basic Pokémon V, take 1 more Prize card"). `ko` says how it is Knocked Out; the Prize value shown
   * before any Knock Out (GameView) reads it as if by damage from an attack of the opponent's Active Pokémon.
   */
  extraPrizes?(h: HookCtx, ko: PrizeKnockOut): number
  /**
   * Return true to stop an effect of a Trainer card of kind `by`, played by `seat`, from putting `card` from `seat`'s
   * discard pile into their deck. Trainers check it with EffectCtx.mayPutFromDiscardIntoDeck.
   */
  blocksDiscardToDeck?(h: HookCtx, seat: Seat, card: Uid, by: TrainerKind): boolean
  /** Change this Pokémon's HP (e.g. "+100 HP while it has a Special Energy attached"). Read wherever HP is. */
  maxHp?(h: HookCtx, hp: number): number
  /**
   * Change the result of a coin flip by `seat` (e.g. "whenever they flip a coin, treat it as tails"). Asked of
   * player markers and table-wide hooks.
   */
  coinFlip?(h: HookCtx, seat: Seat, heads: boolean): boolean
  /**
   * This Pokémon would be Knocked Out by damage (not by an effect that Knocks it Out). Return the HP it keeps instead
   * (it is then not Knocked Out), or null. `byAttack`, `byAnyAttack` as for onKnockOut.
   */
  survivesKnockOut?(h: HookActCtx, ko: KnockOutHow): number | null
  /** "At the end of the turn": runs as the turn ends, before lasting effects expire and before Pokémon Checkup. */
  endOfTurn?(h: HookActCtx): void
}

// ---------- the effect API ----------

/**
 * Card behaviour is a generator that yields a Prompt and receives the picked option indices:
 *
 *   effect: function* (c) {
 *     const [card] = yield* c.chooseCards(c.me.hand, { text: 'Discard a card', min: 1, max: 1 })
 *     ...
 *   }
 *
 * A paused effect is never stored: the engine re-runs the whole action from its base state with the answers
 * recorded so far (design.md "generators over a replay journal"). So effects must be deterministic in
 * (state, answers) and keep no module-level state; every random event goes through c.flip().
 */
export type Proc<T = void> = Generator<Prompt, T, number[]>
/** Card behaviour: a generator when it asks questions, or a plain function when it does not. */
export type Effect = (c: EffectCtx) => Proc<void> | void

/** Run an effect whether or not it is a generator. */
export function* runEffect(effect: Effect, c: EffectCtx): Proc<void> {
  const r = effect(c)
  if (r) yield* r
}

/** How a Special Condition is applied when a card says more than the condition itself. */
export interface ConditionOptions {
  /** Damage counters per Poison tick ("put 2 damage counters instead of 1"). */
  poisonCounters?: number
  /** Coins flipped for Sleep at Pokémon Checkup ("flips 2 coins instead of 1; if either is tails, still Asleep"). */
  sleepFlips?: number
}

export interface EffectSource {
  seat: Seat
  /** The Pokémon using an attack or Ability. */
  pokemon?: SlotRef
  /** The card whose effect this is (Trainer, Pokémon, Energy). */
  card?: Uid
  attack?: AttackDef
  /** The attack is being used as a copy (useAttack): its cost and "in order to use" requirements were not paid. */
  copied?: boolean
  /** The effect is an Ability's (its name), used by `pokemon`: the opponent's preventAbilityEffects hooks apply. */
  ability?: string
  /**
   * The Defending Pokémon an attack's `canUse` is asked about before the attack: in a 2-on-2 Battle, the Active it
   * would attack (the attack itself moves that one to the first spot, actions.ts). The opponent's first Active if unset.
   */
  defending?: SlotRef
}

/**
 * What an effect (attack, Ability, Trainer, Energy) is handed: where things are, coins, questions, damage,
 * conditions, lasting effects and card moves. Implemented by effects/context.ts, whose methods say more.
 */
export interface EffectCtx extends CardReads {
  readonly seat: Seat
  readonly opp: Seat
  readonly src: EffectSource
  /** For attacks: the damage the default resolution will deal; effects may change it. */
  damage: number
  /** Set once this attack's damage has been dealt to the Defending Pokémon. */
  damageDealt: boolean
  /** Set by an effect when "this attack does nothing" (ATK-e). */
  cancelled: boolean

  // ---------- where things are (and everything CardReads reads) ----------
  /** This player's side, read-only. */
  readonly me: PlayerView
  /** The opponent's side, read-only. */
  readonly them: PlayerView
  /** The Pokémon using the attack or Ability. */
  readonly self: SlotRef
  /** The opponent's Active Pokémon (the Defending Pokémon during an attack). */
  readonly defending: SlotRef
  /**
   * Every Defending Pokémon ("each Defending Pokémon"): the opponent's Active Pokémon, both of them in a 2-on-2 Battle
   * (seed 003 Appendix A "Attack!": such attacks "will affect both of the Defending Pokémon"), the attacked one
   * (`defending`) first; in 1-on-1 `[defending]`.
   */
  readonly eachDefending: SlotRef[]

  // ---------- randomness ----------
  flip(reason?: string): boolean
  /** Flip n coins; returns the number of heads. */
  flips(n: number, reason?: string): number
  /** Flip until tails; returns the number of heads. */
  flipUntilTails(reason?: string): number
  /**
   * One of `uids` chosen at random by the game's seeded generator ("a random card from your opponent's hand"); none
   * when `uids` is empty. No coin is flipped.
   */
  randomCard(uids: readonly Uid[]): Uid | undefined

  // ---------- questions ----------
  ask(p: Omit<Prompt, 'seat'> & { seat?: Seat }): Proc<number[]>
  /**
   * Choose cards among `uids` (private unless `publicOptions`). `hiddenZone`: they are the matches among cards the
   * other player cannot see (a deck search, cards looked at), so the question is asked even with no match.
   */
  chooseCards(
    uids: readonly Uid[],
    p: { text: string; min: number; max: number; seat?: Seat; publicOptions?: boolean; hiddenZone?: boolean },
  ): Proc<Uid[]>
  /** Choose one Pokémon in play among `refs`. Returns null if there is none. */
  chooseSlot(refs: readonly SlotRef[], p: { text: string; seat?: Seat; optional?: boolean }): Proc<SlotRef | null>
  yesNo(text: string, seat?: Seat, opts?: { hidden?: boolean }): Proc<boolean>
  /** One choice among labelled options; public unless `hidden` (labels that name cards in a hand). */
  chooseOne(text: string, labels: string[], seat?: Seat, opts?: { hidden?: boolean }): Proc<number>
  /** Discard Energy from a Pokémon as a cost or effect: amount in units, optional type (rules.md R-7 payment). */
  discardEnergy(
    ref: SlotRef,
    amount: number,
    opts?: { type?: EnergyType; seat?: Seat; text?: string; to?: PileZone },
  ): Proc<Uid[]>

  // ---------- damage ----------
  /**
   * Deal attack damage through the pipeline (rules.md 1.8). Default: this attack's damage to the Defending Pokémon.
   * `weakness: false` / `resistance: false`: "this attack's damage isn't affected by Weakness / Resistance";
   * `weaknessResistance: false` both; `targetEffects: false` "… or by any effects on your opponent's Active Pokémon".
   */
  dealDamage(
    amount?: number,
    target?: SlotRef,
    opts?: { weaknessResistance?: boolean; weakness?: boolean; resistance?: boolean; targetEffects?: boolean },
  ): number
  /** Damage to a Benched Pokémon: no Weakness or Resistance (rules.md DMG-7). */
  benchDamage(target: SlotRef, amount: number): number
  /**
   * Damage the attacking Pokémon does to itself: no Weakness or Resistance, none of its own attack modifiers; effects
   * on it that reduce damage done "by attacks" (Defender) apply.
   */
  selfDamage(amount: number): number
  /** Put damage counters: no pipeline, Weakness, Resistance or damage prevention (rules.md DMG-1). */
  putCounters(target: SlotRef, counters: number): void
  heal(target: SlotRef, amount: number): number

  // ---------- conditions and lasting effects ----------
  /** Is this Pokémon protected from effects of the current attack, or of the current Ability of an opponent's Pokémon? */
  protectedFromEffects(target: SlotRef): boolean
  condition(target: SlotRef, cond: SpecialCondition, opts?: ConditionOptions): boolean
  asleep(target?: SlotRef): boolean
  paralyze(target?: SlotRef): boolean
  confuse(target?: SlotRef): boolean
  poison(target?: SlotRef, counters?: number): boolean
  burn(target?: SlotRef): boolean
  /** Remove Special Conditions from a Pokémon: the given ones, or all of them. */
  cure(ref: SlotRef, conds?: readonly SpecialCondition[]): void
  /**
   * Put a lasting effect on a Pokémon (a built-in kind or the card's own, api/markers.ts) until the end of this
   * turn, the opponent's next turn, your next turn or n turns from now (absent: until it leaves play);
   * `clearsOnMove` ends it when the Pokémon leaves the Active Spot or evolves (SC-7). Nothing happens to a Pokémon
   * protected from the effect.
   */
  mark(target: SlotRef, m: LastingEffect & { until?: Until; clearsOnMove?: boolean }): void
  /** Put a lasting effect on a player (not on one Pokémon), e.g. "during your opponent's next turn, they can't…". */
  markPlayer(seat: Seat, m: LastingEffect & { until?: Until }): void
  /** Put a lasting effect read from the table (as Mirror Move repeats one) on a Pokémon, lasting `until`. */
  repeatMarker(target: SlotRef, m: MarkerView, until?: Until): void
  /** "If that Pokémon is Knocked Out (this turn), take n more Prize cards for it", whatever protects it. */
  morePrizesIfKnockedOut(target: SlotRef, n: number): void

  // ---------- cards and zones ----------
  draw(n: number, seat?: Seat): Uid[]
  shuffleDeck(seat?: Seat): void
  moveTo(uid: Uid, to: PileZone, where?: 'top' | 'bottom'): void
  discard(uids: readonly Uid[]): void
  /** Look at cards privately: only this player sees them. */
  lookAt(uids: readonly Uid[], reason: string): void
  /** Reveal cards to the opponent (events only; the cards stay where they are). */
  reveal(uids: readonly Uid[], reason: string): void
  /** A player shows their hand to the other player (events only; the cards stay in the hand). */
  revealHand(seat: Seat, reason: string): void
  /** Put cards that are the top of `seat`'s deck (default: yours) back on top in this order, first = new top card. */
  reorderDeckTop(order: readonly Uid[], seat?: Seat): void
  /** Search your deck (rules.md Z-5: only with a card's permission): choose, reveal, put in hand, shuffle. */
  searchDeck(p: {
    text: string
    filter?: (d: CardDef) => boolean
    min?: number
    max: number
    to?: 'hand' | 'bench'
    reveal?: boolean
  }): Proc<Uid[]>
  /** Did this player play a Trainer card with this name from their hand during this turn? */
  playedThisTurn(name: string, seat?: Seat): boolean
  /** May this effect (of a Trainer card) put `card` from its owner's discard pile into their deck? */
  mayPutFromDiscardIntoDeck(card: Uid): boolean
  benchRoom(seat?: Seat): number
  /**
   * Switch the Active with a Benched Pokémon chosen by `chooser` (default: its owner). In a 2-on-2 Battle with two
   * Actives, `activeChooser` (default: `chooser`) first picks which Active leaves (seed 003 Appendix A "Trainer
   * Cards": one of the Active Pokémon); no question in 1-on-1.
   */
  switchActive(seat: Seat, chooser?: Seat, text?: string, activeChooser?: Seat): Proc<boolean>
  /**
   * "Your Active Pokémon" for an effect that acts on one of them: in a 2-on-2 Battle with two Actives the chooser
   * (default: the effect's player) picks one (seed 003 Appendix A "Trainer Cards"); otherwise the first spot, no
   * question. Null when the seat has no Active Pokémon, or none of them passes `filter`.
   */
  chooseActive(
    seat: Seat,
    p: { text: string; chooser?: Seat; filter?: (ref: SlotRef) => boolean },
  ): Proc<SlotRef | null>
  /** Take n more Prize cards (fewer if fewer remain), as after a Knock Out. */
  takePrizes(n: number, seat?: Seat): Proc<void>
  /** If `seat` has no Active Pokémon (an effect removed it), its owner promotes one from the Bench (KO-4). */
  promoteIfNeeded(seat?: Seat): Proc<void>
  /** Put cards in an order chosen by the player (e.g. the top cards of a deck); returns them first to last. */
  orderCards(uids: readonly Uid[], text: string, seat?: Seat): Proc<Uid[]>
  /** Evolve a Pokémon by a card effect (rules.md E-6); the effect checks what may evolve into what. */
  evolve(target: SlotRef, uid: Uid): void
  /**
   * Evolve a Pokémon with an Evolution card from its owner's hand by a card effect (Rare Candy): as evolving by hand,
   * the card's "when you play this Pokémon from your hand to evolve" Abilities (onPlay 'evolve') are offered.
   */
  evolveFromHand(target: SlotRef, uid: Uid): Proc<void>
  /** Devolve a Pokémon (rules.md E-8), keeping the bottom `keep` cards of its stack; removed cards go to `dest`. */
  devolve(target: SlotRef, keep: number, dest?: PileZone): Uid[]
  /** Attach a Trainer card to a Pokémon until the end of this turn or of the opponent's next turn. */
  attachTrainer(uid: Uid, target: SlotRef, until: 'this-turn' | 'opponent-next-turn'): void
  /** Knock Out a Pokémon by effect and attach its top card to `onto` as an Energy card providing `provides`. */
  knockOutAsEnergy(ref: SlotRef, onto: SlotRef, provides: EnergyUnitSet[]): void
  /**
   * Use another attack as this Pokémon's own (Metronome-style copies; rules.md WD-5). A copied VSTAR Power or GX
   * attack is this player's one for the game: used up by the copy, and nothing happens if it already is.
   */
  useAttack(atk: AttackDef): Proc<void>
  /** Is `atk` a VSTAR Power or GX attack this player has already used up this game (so a copy of it does nothing)? */
  powerUsedUp(atk: AttackDef): boolean
  /**
   * Use the effect of a Trainer card as this effect's own, the card staying where it is ("you may use the effect of
   * a Supporter card you find there as the effect of this attack. (The Supporter card remains in your opponent's
   * hand.)"): its `play` runs for this player when its `canPlay` allows, as if this player had played it, without
   * counting as playing a Trainer card (no Supporter of the turn used, nothing discarded).
   */
  useTrainerEffect(uid: Uid): Proc<void>

  // ---------- moves in play ----------
  /**
   * Attach a card (an Energy card from anywhere, say) to a Pokémon in play. Returns false, attaching nothing, for an
   * Energy card from a hand onto a Pokémon that refuses Energy from the hand (canAttachEnergyFromHand hooks).
   */
  attach(uid: Uid, target: SlotRef): boolean
  /** Put a Pokémon card (from wherever it is) onto its owner's Bench; returns where it went. */
  putOnBench(uid: Uid): SlotRef
  /** Put a Pokémon card into its owner's empty Active Spot. */
  putActive(uid: Uid): void
  /** Remove a Pokémon and every card attached to it from play into a pile of its owner; returns the cards. */
  removeFromPlay(ref: SlotRef, to?: PileZone): Uid[]
  /** Switch a Benched Pokémon with its owner's Active Pokémon (no question; switchActive asks). */
  switchIn(benched: SlotRef): void
  /** Knock Out a Pokémon by effect (not damage): it is resolved with the other Knock Outs. */
  knockOut(ref: SlotRef): void
  /** If `seat` (default: yours) has no Pokémon left in play, its opponent wins now. */
  endIfNoPokemon(seat?: Seat): void
  /** "Your turn ends": the turn of the player whose turn it is ends once the action being played is done. */
  endTurn(): void
  /**
   * Shuffle cards (e.g. a whole hand) and put them on the bottom of their owner's deck, in the shuffled order
   * ("shuffle your hand and put it on the bottom of your deck").
   */
  shuffleToBottomOfDeck(uids: readonly Uid[]): void
  log(text: string): void
}
