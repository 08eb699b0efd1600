/** Card building blocks for Pokémon Powers and Abilities, shared by every set. */
import type {
  AbilityDef,
  CardReads,
  Effect,
  EffectCtx,
  EnergyType,
  HookActCtx,
  HookCtx,
  Hooks,
  SlotRef,
  SpecialCondition,
} from '../../engine'
import { isBasicEnergy } from '../../engine'
import { markerKind } from '../kit'
import { isTrainerCard } from './card-kinds'
import { hasEnergyOfType, isBasicEnergyOf, isEnergyCardOfType, typeName } from './energy'
import { otherPokemonThan } from './in-play'

/**
 * "This power can't be used if <this Pokémon> is Asleep, Confused, or Paralyzed": a Base Set Pokémon Power's
 * `offWhen`.
 */
export const POWER_OFF: ('asleep' | 'confused' | 'paralyzed')[] = ['asleep', 'confused', 'paralyzed']

/**
 * Can an Ability of the Pokémon carrying hook `h` affect the opponent's Pokémon at `target` (an effect such as
 * "prevent all effects of your opponent's Pokémon's Abilities done to this Pokémon" stops it)?
 */
export function abilityReaches(h: HookCtx, target: SlotRef): boolean {
  return !h.protectedFromAbilityOf(target, h.self)
}

/**
 * "As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by attacks (both yours and your
 * opponent's)." (Whiscash's Submerge, Bidoof's Carefree Countenance)
 */
export function noAttackDamageWhileBenched(name: string): AbilityDef {
  return {
    name,
    text: "While this Pokémon is on your Bench, prevent all damage done to it by attacks, yours and your opponent's alike.",
    hooks: { preventDamage: (h, d) => d.fromAttack && h.self?.zone === 'bench' },
  }
}

/**
 * "If this Pokémon has any <typeName> Energy attached, it has no Retreat Cost." (the Legendary birds' "… Float").
 */
export function noRetreatCostWithEnergy(name: string, type: EnergyType, typeName: string): AbilityDef {
  return {
    name,
    text: `While this Pokémon has any ${typeName} Energy attached, its Retreat Cost is 0.`,
    hooks: {
      retreatCost: (h, cost) => (h.self && hasEnergyOfType(h, h.self, type) ? 0 : cost),
    },
  }
}

/**
 * "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn, you may look at the top
 * `n` cards of your deck and attach any number of Basic Energy cards you find there to your Pokémon in any way you
 * like. Shuffle the other cards back into your deck." (The "you may" question is asked by the engine:
 * AbilityDef.onPlay.may.)
 */
export function onEvolveAttachEnergyFromTop(name: string, n: number, text: string): AbilityDef {
  return {
    name,
    text,
    onPlay: { to: 'evolve', may: true },
    *use(c: EffectCtx) {
      const top = c.me.deck.slice(0, n)
      c.lookAt(top, name)
      const energy = top.filter((u) => isBasicEnergy(c.def(u)))
      const chosen = yield* c.chooseCards(energy, {
        text: `${name}: choose the Basic Energy cards to attach (from the top ${n} cards of your deck)`,
        min: 0,
        max: top.length,
        hiddenZone: true,
      })
      for (const uid of chosen) {
        const to = yield* c.chooseSlot(c.allPokemon(c.seat), { text: `Attach ${c.def(uid).name} to which Pokémon?` })
        if (to) c.attach(uid, to)
      }
      c.shuffleDeck()
    },
  }
}

/**
 * "Adaptive Evolution: This Pokémon can evolve during your first turn or the turn you play it." (rules.md E-2, E-3
 * exceptions; the Evolution card still has to evolve from this Pokémon's name)
 */
export const adaptiveEvolution: AbilityDef = {
  name: 'Adaptive Evolution',
  text: 'This Pokémon may evolve on your first turn, and on the turn it came into play.',
  hooks: { evolveOnFirstTurn: () => true, evolveOnPlayedTurn: () => true },
}

/**
 * "Top Entry: Once during your turn, if you drew this Pokémon from your deck at the beginning of your turn and your
 * Bench isn't full, before you put it into your hand, you may put it onto your Bench." (AbilityDef.onDraw; the
 * card goes onto the Bench on its own, even an Evolution card)
 */
export const topEntry: AbilityDef = {
  name: 'Top Entry',
  text: 'When you draw this card at the start of your turn and your Bench has room, you may put it onto your Bench instead of into your hand.',
  onDraw: { may: true },
  canUse: (c) => c.benchRoom() > 0,
  use(c) {
    c.putOnBench(c.src.card!)
  },
}

/**
 * "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn, you may search your deck
 * for up to `n` Trainer cards, reveal them, and put them into your hand. Then, shuffle your deck." (Inteleon's and
 * Drizzile's Shady Dealings; the "you may" question is asked by the engine: AbilityDef.onPlay.may.)
 */
export function onEvolveSearchDeckForTrainers(name: string, n: number, text: string): AbilityDef {
  return {
    name,
    text,
    onPlay: { to: 'evolve', may: true },
    *use(c: EffectCtx) {
      yield* c.searchDeck({
        text: `${name}: choose up to ${n} Trainer card${n === 1 ? '' : 's'} from your deck`,
        filter: isTrainerCard,
        max: n,
      })
    },
  }
}

/**
 * "When you play this Pokémon from your hand onto your Bench / to evolve 1 of your Pokémon during your turn, you may
 * put `counters` damage counters on 1 of your opponent's Pokémon." (The "you may" question is asked by the engine:
 * AbilityDef.onPlay.may; a Pokémon protected from the opponent's Abilities is not offered.)
 */
export function onPlayPutCountersOnOpponents(
  name: string,
  to: 'bench' | 'evolve',
  counters: number,
  text: string,
): AbilityDef {
  return {
    name,
    text,
    onPlay: { to, may: true },
    *use(c: EffectCtx) {
      const targets = c.allPokemon(c.opp).filter((r) => !c.protectedFromEffects(r))
      const target = yield* c.chooseSlot(targets, {
        text: `${name}: put ${counters === 1 ? '1 damage counter' : `${counters} damage counters`} on which Pokémon?`,
      })
      if (target) c.putCounters(target, counters)
    },
  }
}

/**
 * "If <this Pokémon> is your Active Pokémon and is damaged by an opponent's attack (even if it is Knocked Out),
 * <something happens to> the Attacking Pokémon." (EX-era Poké-Bodies: Claw Fossil's Jagged Stone, Cacnea's Poison
 * Payback, Growlithe's Fire Veil.) `act` is done to the Attacking Pokémon while it is still in play.
 */
export function whenActiveDamagedByAttack(act: (h: HookActCtx, attacker: SlotRef) => void): Hooks {
  return {
    afterDamagedByAttack: (h, d) => {
      if (h.self?.zone !== 'active' || !d.attacker || d.attacker.seat === h.owner || !h.exists(d.attacker)) return
      if (abilityReaches(h, d.attacker)) act(h, d.attacker)
    },
  }
}

/**
 * "At any time between turns, remove 1 damage counter from <this Pokémon>." (Root Fossil's Spongy Stone, Lotad's Rain
 * Dish): once in every Pokémon Checkup, wherever it is in play.
 */
export const HEAL_ONE_COUNTER_BETWEEN_TURNS: Hooks = {
  checkup: (h) => {
    if (h.self && h.damageOn(h.self) > 0) h.heal(h.self, 10)
  },
}

/**
 * The Baby Evolution Poké-Power of EX Sandstorm's Baby Pokémon: "Once during your turn (before your attack), you may
 * put <into> from your hand onto <this Pokémon> (this counts as evolving <it>) and remove all damage counters from
 * <it>." It works even under a Special Condition ([003]: "it can even be used if the Pokémon is affected by a Special
 * Condition": `offWhen: []`); as an evolution it follows the evolution timing (not on its owner's first turn, not the
 * turn the Baby came into play). The card goes on whatever its printed stage (Marill is a Basic Pokémon).
 */
export function babyEvolution(into: string): AbilityDef {
  const cards = (c: EffectCtx) => c.me.hand.filter((u) => c.def(u).name === into)
  return {
    name: 'Baby Evolution',
    exKind: 'poke-power',
    offWhen: [],
    oncePerTurn: true,
    text: `Once during your turn (before your attack), you may put ${into} from your hand onto this Pokémon (this counts as evolving it) and remove all damage counters from it. It works even while this Pokémon is affected by a Special Condition.`,
    canUse: (c) => c.mayEvolveNow(c.self) && cards(c).length > 0,
    *use(c) {
      const self = c.self
      const found = cards(c)
      // Two prints of the card may differ (attacks): the player chooses one; with one card there is nothing to ask.
      const [card] =
        found.length > 1
          ? yield* c.chooseCards(found, { text: `Baby Evolution: choose the ${into} to put on`, min: 1, max: 1 })
          : found
      yield* c.evolveFromHand(self, card!) // "counts as evolving it": on-evolve Abilities are offered
      c.heal(self, c.damageOn(self))
    },
  }
}

/** The five Special Conditions (rules.md SC-1). */
const SPECIAL_CONDITIONS: readonly SpecialCondition[] = ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned']

/**
 * "This power can't be used if <this Pokémon> is affected by a Special Condition" (EX-era Poké-Powers): every one of
 * the five, Burn and Poison too, not only the Asleep, Confused and Paralyzed the engine already shuts a Poké-Power off
 * for. A Poké-Power's `canUse` part: `canUse: (c) => hasNoSpecialCondition(c, c.self) && …`.
 */
export const hasNoSpecialCondition = (c: CardReads, ref: SlotRef): boolean =>
  !SPECIAL_CONDITIONS.some((cond) => c.hasCondition(ref, cond))

/**
 * The Natural Cure Poké-Body of EX Ruby & Sapphire's Stage 1 starters: "When you attach a <type> Energy card from
 * your hand to <this Pokémon>, remove all Special Conditions from <it>." Any attachment of a basic Energy card of that
 * type from the hand during its owner's turn counts (the turn's attachment or an effect such as Water Call).
 */
export function naturalCure(type: EnergyType): AbilityDef {
  return {
    name: 'Natural Cure',
    exKind: 'poke-body',
    text: `When you attach a ${typeName(type)} Energy card from your hand to this Pokémon, it recovers from all Special Conditions.`,
    hooks: {
      afterEnergyAttachedFromHand: (h, energy) => {
        if (h.self && isBasicEnergyOf(h.def(energy), type)) h.cure(h.self)
      },
    },
  }
}

/**
 * "As often as you like during your turn (before your attack), move a Grass Energy card attached to 1 of your Pokémon
 * to another of your Pokémon." (Venusaur's and Sceptile's Energy Trans): `canMove` says whether there is a move to
 * make (a card of `type` on one Pokémon and another Pokémon to take it), `move` asks from where, which card and to
 * where. The card's ability adds when it is shut off.
 */
export function energyCardMover(name: string, type: EnergyType): { canMove: (c: EffectCtx) => boolean; move: Effect } {
  const ofTypeOn = (c: EffectCtx, ref: SlotRef) => c.energyOn(ref).filter((u) => isEnergyCardOfType(c.def(u), type))
  const holders = (c: EffectCtx) => c.allPokemon(c.seat).filter((r) => ofTypeOn(c, r).length > 0)
  const label = typeName(type)
  return {
    canMove: (c) => c.allPokemon(c.seat).length > 1 && holders(c).length > 0,
    *move(c) {
      const from = yield* c.chooseSlot(holders(c), { text: `${name}: take a ${label} Energy card from which Pokémon?` })
      if (!from) return
      const [card] = yield* c.chooseCards(ofTypeOn(c, from), {
        text: `${name}: choose the ${label} Energy card`,
        min: 1,
        max: 1,
        publicOptions: true,
      })
      const to = yield* c.chooseSlot(otherPokemonThan(c, from), { text: `${name}: attach it to which Pokémon?` })
      if (card === undefined || !to) return
      c.attach(card, to)
    },
  }
}

/**
 * "Once during your turn (before your attack), if <partner> is in play, you may use this power. Until the end of your
 * turn, <this Pokémon>'s type is <type>. This power can't be used if <it> is affected by a Special Condition."
 * (Lunatone's Lunar Eclipse, Solrock's Solar Eclipse: either player's <partner> counts, "in play" being both sides.)
 * Returns the Poké-Power and the `markers` the card definition must carry (the type is a lasting effect on it).
 */
export function typeThisTurnIfInPlay(
  cardId: `${string}-${string}`,
  name: string,
  self: string,
  partner: string,
  type: EnergyType,
): { ability: AbilityDef; markers: Record<string, Hooks> } {
  const kind = markerKind<Record<string, never>>(cardId, `type-${type}`)
  const partnerInPlay = (c: CardReads) =>
    ([0, 1] as const).some((seat) => c.allPokemon(seat).some((r) => c.pokemonAt(r).name === partner))
  return {
    ability: {
      name,
      exKind: 'poke-power',
      oncePerTurn: true,
      text: `Once during your turn (before your attack), if ${partner} is in play (either player's), you may make ${self}'s type ${typeName(type)} until the end of your turn. Not while ${self} is affected by a Special Condition.`,
      canUse: (c) => hasNoSpecialCondition(c, c.self) && partnerInPlay(c),
      use(c) {
        c.mark(c.self, { ...kind({}), until: 'this-turn' })
      },
    },
    markers: { [kind.key]: { types: () => [type] } },
  }
}

/**
 * The Rough Skin Poké-Body (Carvanha, Sharpedo): "If <this Pokémon> is your Active Pokémon and is damaged by an
 * opponent's attack (even if <it> is Knocked Out), put `counters` damage counters on the Attacking Pokémon."
 */
export function roughSkin(counters: number): AbilityDef {
  return {
    name: 'Rough Skin',
    exKind: 'poke-body',
    text: `If this is your Active Pokémon and an opponent's attack damages it (even if it is Knocked Out), put ${counters} damage counter${counters === 1 ? '' : 's'} on the Attacking Pokémon.`,
    hooks: whenActiveDamagedByAttack((h, attacker) => {
      h.putCounters(attacker, counters)
    }),
  }
}

/**
 * The Hard Cocoon Poké-Body (EX Ruby & Sapphire's Silcoon and Cascoon): "During your opponent's turn, if <this
 * Pokémon> would be damaged by an opponent's attack (after applying Weakness and Resistance), flip a coin. If heads,
 * reduce that damage by `less`." The coin is flipped only for damage that would still be done after every other
 * modifier (the engine's `reduceDamageOnHeads`), wherever the Pokémon is (Active or Benched).
 */
export function hardCocoon(less: number): AbilityDef {
  return {
    name: 'Hard Cocoon',
    exKind: 'poke-body',
    text: `During your opponent's turn, when an attack of theirs would damage this Pokémon (Weakness and Resistance applied), flip a coin. If heads, the damage is ${less} less.`,
    hooks: {
      reduceDamageOnHeads: (h, d) =>
        d.fromAttack && !!d.attacker && d.attacker.seat !== h.owner && !h.duringTurnOf(h.owner) ? less : 0,
    },
  }
}

/**
 * The Intimidating Fang Poké-Body (ex1-10 Mightyena, ex2-29 Arbok): "As long as <this Pokémon> is your Active Pokémon,
 * any damage done to your Pokémon by an opponent's attack is reduced by 10 (before applying Weakness and Resistance)."
 * Before Weakness and Resistance on every Pokémon of its owner: itself, its Benched allies and, in a 2-on-2 Battle, the
 * other Active Pokémon, which has Weakness and Resistance applied (seed 003 Appendix A).
 */
export const intimidatingFang: AbilityDef = (() => {
  const reduce: NonNullable<Hooks['othersIncomingDamageBeforeWR']> = (h, d) =>
    h.self?.zone === 'active' &&
    d.fromAttack &&
    !!d.attacker &&
    d.attacker.seat !== h.owner &&
    d.target.seat === h.owner
      ? d.amount - 10
      : d.amount
  return {
    name: 'Intimidating Fang',
    exKind: 'poke-body',
    text: "While this is your Active Pokémon, damage done to your Pokémon by your opponent's attacks is 10 less (before Weakness and Resistance).",
    hooks: { incomingDamageBeforeWR: reduce, othersIncomingDamageBeforeWR: reduce },
  }
})()
