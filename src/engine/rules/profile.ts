/**
 * Rule-set profiles (design.md wall 5): every difference between eras is a named field here,
 * so the flow reads `rules.someField` and never tests a rule-set name.
 * Sources: rules.md §1 (modern), §2 era table (row numbers cited), §4.1 (EX), §4.2 (Base Set).
 */

export type RuleSetId = 'modern' | 'swsh' | 'classic1999' | 'ex2003'

export interface RuleSet {
  id: RuleSetId
  name: string
  /** Era row 1: when the "who goes first" flip happens. */
  coinFlip: 'before-deal' | 'after-prizes'
  /** Era row 2: extra cards the opponent may draw per (extra) mulligan. */
  mulliganBonusPerMulligan: number
  /**
   * Era row 2: when the opponent draws those cards. Modern: once both players have finished setup ([002] "Neustart im
   * Detail"). Base Set and EX: right after the mulligan ("your opponent may then draw", [004] B-3, [003] EX-1), before
   * anyone places a Pokémon, so the extra cards are part of the hand the opponent sets up from.
   */
  mulliganBonusTiming: 'after-setup' | 'before-placement'
  /** Era row 2: modern lets Basics among the bonus cards (drawn after setup) go to the Bench. */
  mulliganBonusMayBench: boolean
  /** Era row 5: does the first player draw on turn 1? */
  firstPlayerDrawsTurn1: boolean
  /** Era row 6. */
  firstPlayerMayAttackTurn1: boolean
  /** Era row 7. */
  firstPlayerMaySupporterTurn1: boolean
  /** Era row 10: retreats per turn (null = unlimited). */
  retreatsPerTurn: number | null
  /** Era row 11: a Confused Pokémon pays, then flips; tails the retreat fails. */
  confusedRetreatFlip: boolean
  /**
   * Era row 13: EX checks Confusion after the attack's costs ([003] "In What Order Do You Do Your Attack?": 4. costs,
   * 5. alter/cancel effects, 6. Confusion); the other eras check alter/cancel effects and Confusion before the costs.
   */
  confusionAfterCosts: boolean
  /**
   * [003] attack step 1: "If the Defending Pokémon is a Baby Pokémon, flip a coin to see if your turn ends without an
   * attack." Attacking a Baby Pokémon (PokemonDef.baby) starts with that flip; tails ends the turn.
   */
  babyAttackFlip: boolean
  /**
   * EX-7: a Trainer played as a Basic Pokémon (a Fossil, TrainerDef.playAsPokemon) may be placed at setup like a
   * Basic, and a hand whose only would-be Basics are such Trainers may be kept or mulliganed, as its player chooses.
   */
  trainerBasicsAtSetup: boolean
  /**
   * Era row 23, [003] "How Do You Figure Out the Damage?": "5. … damage effects of Trainer cards and Energy cards on
   * the Defending Pokémon (like Metal Energy). 6. … Poké-Powers and Poké-Bodies." When true, a Pokémon's attached
   * cards' hooks act before its own powers' hooks (modern applies the Pokémon's Abilities first).
   */
  attachedCardsBeforePowers: boolean
  /** Era row 12: what happens on tails when a Confused Pokémon attacks. */
  confusionTails: { kind: 'counters'; counters: number } | { kind: 'self-damage'; damage: number }
  /** Era row 14: damage counters per Poison tick. */
  poisonCounters: number
  /** Era row 15: Burn behaviour. 'flip-then-cure' modern, 'flip-for-damage' EX, 'none' Base Set. */
  burn: 'counters-then-flip-cure' | 'flip-tails-counters' | 'none'
  /** Era rows 21-22: defaults when card data has no amount. */
  weaknessDefault: number
  resistanceDefault: number
  /** Era row 25: are Trainers typed (Item/Supporter/Stadium/Tool) or all one-time cards? */
  trainerSubtypes: boolean
  /**
   * rules.md C-5: the Sword & Shield rulebook calls a Pokémon Tool "a special kind of Trainer card (an Item)" and a
   * Technical Machine "a kind of Trainer card (an Item)"; Scarlet & Violet makes the Tool a subtype of its own. When
   * true, every "Item" rule and effect sees Tools and Technical Machines too ("can't play Item cards", "an Item card
   * in your discard pile"); the rules of attaching them (one Tool per Pokémon) are unchanged.
   */
  toolsAreItems: boolean
  /** Era row 26. null = no limit / no Supporters. */
  supportersPerTurn: number | null
  /** Era row 27. */
  stadiumsPerTurn: number | null
  stadiumSameNameBlocked: boolean
  /** Era row 34: in a double Knock Out, who replaces and takes Prizes first. */
  doubleKnockOutFirst: 'next-player' | 'current-player'
  /** Era row 38: name of Pokémon abilities. */
  abilityTerm: 'Ability' | 'Pokémon Power' | 'Poké-Power'
  /** Era row 31. */
  prizes: number
  /** Era row 33. */
  benchSize: number
  /** rules.md 7.8 / DMG-2: no printed base damage means no damage even with attacker boosts. */
  zeroBaseStops: boolean
  /**
   * Era row 23 / B-12: the Base Set rulebook applies Weakness (and Resistance) before any other damage modifier,
   * so attacker-side effects (PlusPower) and the attack's own "+"/"−" text (Karate Chop's "minus 10 for each damage
   * counter") come after them. Modern and EX apply attacker effects first (DMG-2).
   */
  weaknessBeforeAttackerModifiers: boolean
  /** Deck rules (rules.md D-1…D-7; era row 29). */
  deck: { size: number; maxCopies: number; aceSpecLimit: boolean; radiantLimit: boolean; prismStarLimit: boolean }
}

export const modern: RuleSet = {
  id: 'modern',
  name: 'Scarlet & Violet (current rules)',
  coinFlip: 'before-deal',
  mulliganBonusPerMulligan: 1,
  mulliganBonusTiming: 'after-setup',
  mulliganBonusMayBench: true,
  firstPlayerDrawsTurn1: true,
  firstPlayerMayAttackTurn1: false,
  firstPlayerMaySupporterTurn1: false,
  retreatsPerTurn: 1,
  confusedRetreatFlip: false,
  confusionAfterCosts: false,
  babyAttackFlip: false,
  trainerBasicsAtSetup: false,
  attachedCardsBeforePowers: false,
  confusionTails: { kind: 'counters', counters: 3 },
  poisonCounters: 1,
  burn: 'counters-then-flip-cure',
  weaknessDefault: 2,
  resistanceDefault: 30,
  trainerSubtypes: true,
  toolsAreItems: false,
  supportersPerTurn: 1,
  stadiumsPerTurn: 1,
  stadiumSameNameBlocked: true,
  doubleKnockOutFirst: 'next-player',
  abilityTerm: 'Ability',
  prizes: 6,
  benchSize: 5,
  zeroBaseStops: true,
  weaknessBeforeAttackerModifiers: false,
  deck: { size: 60, maxCopies: 4, aceSpecLimit: true, radiantLimit: true, prismStarLimit: true },
}

/**
 * Sword & Shield (the [001] English and [000] Finnish rulebooks, 2020–2022). The same game as the Scarlet & Violet
 * rules ([002]) in every row of rules.md §2 the cards of that era notice, except one: a Pokémon Tool (and a Technical
 * Machine) is an Item card (rules.md C-5). Decision and quotes: docs/engine.md "Rule sets".
 */
export const swsh: RuleSet = {
  ...modern,
  id: 'swsh',
  name: 'Sword & Shield (2020–2022 rulebook)',
  toolsAreItems: true,
}

export const classic1999: RuleSet = {
  ...modern,
  id: 'classic1999',
  name: 'Classic 1999 (Base Set rulebook)',
  coinFlip: 'after-prizes',
  mulliganBonusPerMulligan: 2,
  mulliganBonusTiming: 'before-placement',
  mulliganBonusMayBench: false,
  firstPlayerDrawsTurn1: true,
  firstPlayerMayAttackTurn1: true,
  firstPlayerMaySupporterTurn1: true,
  retreatsPerTurn: null,
  confusedRetreatFlip: true,
  confusionTails: { kind: 'self-damage', damage: 20 },
  poisonCounters: 1,
  burn: 'none',
  trainerSubtypes: false,
  supportersPerTurn: null,
  stadiumsPerTurn: null,
  stadiumSameNameBlocked: false,
  // Base rulebook: "the player whose turn it is replaces last" = the next player replaces first.
  doubleKnockOutFirst: 'next-player',
  abilityTerm: 'Pokémon Power',
  weaknessBeforeAttackerModifiers: true,
  deck: { size: 60, maxCopies: 4, aceSpecLimit: false, radiantLimit: false, prismStarLimit: false },
}

/** EX era (2003, seed [003]), rules.md §2 and §4.1; decisions where the seed is silent: docs/engine.md "Rule sets". */
export const ex2003: RuleSet = {
  ...modern,
  id: 'ex2003',
  name: 'EX era (2003)',
  coinFlip: 'before-deal',
  mulliganBonusPerMulligan: 1,
  mulliganBonusTiming: 'before-placement',
  mulliganBonusMayBench: false,
  firstPlayerDrawsTurn1: false,
  firstPlayerMayAttackTurn1: true,
  firstPlayerMaySupporterTurn1: true,
  retreatsPerTurn: 1,
  confusedRetreatFlip: false,
  confusionAfterCosts: true,
  babyAttackFlip: true,
  trainerBasicsAtSetup: true,
  attachedCardsBeforePowers: true,
  confusionTails: { kind: 'counters', counters: 3 },
  burn: 'flip-tails-counters',
  supportersPerTurn: 1,
  stadiumsPerTurn: 1,
  abilityTerm: 'Poké-Power',
  deck: { size: 60, maxCopies: 4, aceSpecLimit: false, radiantLimit: false, prismStarLimit: false },
}

export const RULE_SETS: Record<RuleSetId, RuleSet> = { modern, swsh, classic1999, ex2003 }

export function ruleSet(id: RuleSetId): RuleSet {
  const r = RULE_SETS[id]
  if (!r) throw new Error(`Unknown rule set ${String(id)}`)
  return r
}
