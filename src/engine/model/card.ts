/**
 * Card definitions: the facts printed on a card plus behaviour written against the effect API.
 * Definitions live in src/cards; the engine only sees them through a CardDb handed to createEngine.
 */
import type { EnergyType } from './types'
import type { Effect, EffectCtx } from '../effects/context'
import type { Hooks } from '../effects/hooks'

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
  /** Printed usage limit for activated ones. Default: as the text's canUse decides. */
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
  /** Classic Pokémon Power that stops while the Pokémon is Asleep, Confused or Paralyzed. */
  offWhen?: ('asleep' | 'confused' | 'paralyzed')[]
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
