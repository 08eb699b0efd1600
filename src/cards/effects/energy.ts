/**
 * Card building blocks about Energy: what counts as an Energy card of a type, discarding Energy from this Pokémon
 * or the Defending Pokémon, moving it, and counting Energy for damage.
 */
import type { CardDef, CardReads, Effect, EffectCtx, EnergyType, Proc, Seat, SlotRef } from '../../engine'
import { isBasicEnergy } from '../../engine'

/** The six Energy types of the Base Set, Colorless aside (rules.md B-18): "a type of your choice". */
export const BASE_ENERGY_TYPES: EnergyType[] = ['grass', 'fire', 'water', 'lightning', 'psychic', 'fighting']

/** A type's name as printed ("Water"). */
export const typeName = (t: EnergyType): string => `${t[0]!.toUpperCase()}${t.slice(1)}`

/** "A Basic Water Energy card" (a basic Energy card of this type: in hand, in the deck, in the discard pile). */
export const isBasicEnergyOf = (d: CardDef, type: EnergyType): boolean =>
  isBasicEnergy(d) && d.provides.some((u) => u.types !== 'any' && u.types.includes(type))

/**
 * "A Grass Energy card" in play, as the Base Set means it: a basic Energy card, or a card acting as Energy that
 * provides only that type.
 */
export const isEnergyCardOfType = (d: CardDef, type: EnergyType): boolean =>
  d.kind === 'energy' &&
  d.provides.length > 0 &&
  d.provides.every((u) => u.types !== 'any' && u.types.length === 1 && u.types[0] === type)

/** "If this Pokémon has any Fire Energy attached": an attached Energy that provides `type` (or every type). */
export const hasEnergyOfType = (c: CardReads, ref: SlotRef, type: EnergyType): boolean =>
  c.energyOfType(ref, type).length > 0

/** The seat's Pokémon in play with at least one Energy card attached. */
export const pokemonWithEnergy = (c: EffectCtx, seat = c.seat): SlotRef[] =>
  c.allPokemon(seat).filter((r) => c.energyOn(r).length > 0)

/**
 * "Discard `units` [type] Energy attached to this Pokémon in order to use this attack": an attack's `payCost` (paid
 * before the attack, skipped when it is copied, rules.md B-12); its `canUse` is usually `thisHasEnergyOfType`.
 */
export function discardEnergyToUse(units: number, type?: EnergyType): Effect {
  return function* (c) {
    yield* c.discardEnergy(c.self, units, type ? { type } : {})
  }
}

/** An attack's `canUse` for `discardEnergyToUse`: this Pokémon has an Energy of `type` attached. */
export const thisHasEnergyOfType =
  (type: EnergyType) =>
  (c: EffectCtx): boolean =>
    hasEnergyOfType(c, c.self, type)

/** "Discard `units` Energy from this Pokémon." (after the attack's damage; its owner chooses which) */
export function discardEnergyFromThis(units: number): Effect {
  return function* (c) {
    c.dealDamage()
    yield* c.discardEnergy(c.self, units)
  }
}

/**
 * "Choose `n` Energy attached to the Defending Pokémon and discard them" (the attacking player chooses; nothing when
 * it has none left or is protected from the attack's effects).
 */
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
 * "If the Defending Pokémon has any Energy cards attached to it, choose 1 of them and discard it." (after the
 * attack's damage)
 */
export const discardAnEnergyFromDefending: Effect = function* (c) {
  c.dealDamage()
  yield* discardDefendingEnergy(c, 1)
}

/**
 * "Choose an Energy attached to your opponent's Active Pokémon and discard it / put it into your opponent's hand"
 * (the attacking player chooses; nothing if it has none, or is protected from effects of attacks). `target`: another
 * Defending Pokémon of a 2-on-2 Battle, chosen by a Poké-Power used outside an attack.
 */
export function* moveDefendingEnergy(c: EffectCtx, to: 'discard' | 'hand', target: SlotRef = c.defending): Proc<void> {
  if (!c.exists(target) || c.protectedFromEffects(target)) return
  const [uid] = yield* c.chooseCards(c.energyOn(target), {
    text: `Choose an Energy card attached to ${c.pokemonAt(target).name} to ${to === 'hand' ? "put into your opponent's hand" : 'discard'}`,
    min: 1,
    max: 1,
    publicOptions: true,
  })
  if (uid !== undefined) c.moveTo(uid, to)
}

/**
 * "You may put an Energy attached to your opponent's Active Pokémon into their hand." (Hydro Snipe; after the
 * damage: the attacking player picks one or none; nothing if it has none, or is protected from effects of attacks)
 */
export function* mayPutDefendingEnergyIntoHand(c: EffectCtx): Proc<void> {
  const target = c.defending
  if (!c.exists(target) || c.protectedFromEffects(target)) return
  const [uid] = yield* c.chooseCards(c.energyOn(target), {
    text: `${c.src.attack?.name ?? 'Attack'}: you may choose an Energy to put into your opponent's hand`,
    min: 0,
    max: 1,
    publicOptions: true,
  })
  if (uid !== undefined) c.moveTo(uid, 'hand')
}

/**
 * "… for each Water Energy attached to this Pokémon but not used to pay for this attack's Energy cost" (Hydro Pump,
 * Water Gun), at most `max`. The cost is paid the cheapest way for the bonus: Colorless symbols by other Energy
 * first. When the attack is copied (Metronome) no cost was paid, so every Water Energy counts.
 */
export function extraWaterEnergy(c: EffectCtx, max: number): number {
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

/**
 * "Attach a Fire Energy card from your discard pile to this Pokémon." (after the attack's damage; a basic Energy
 * card of `type`; nothing when there is none)
 */
export function attachFromDiscardToThis(type: EnergyType): Effect {
  return function* (c) {
    c.dealDamage()
    const cards = c.cardsIn(c.seat, 'discard', (d) => isBasicEnergyOf(d, type))
    const [uid] = yield* c.chooseCards(cards, {
      text: `Attach which ${typeName(type)} Energy card from your discard pile to this Pokémon?`,
      min: 1,
      max: 1,
    })
    if (uid !== undefined) c.attach(uid, c.self)
  }
}

/**
 * "Search your deck for a Fire Energy card and attach it to this Pokémon. Then, shuffle your deck." / "Search your
 * deck for up to 2 Lightning Energy cards and attach them to this Pokémon. Then, shuffle your deck." (after the
 * attack's damage; basic Energy cards of `type`, at most `upTo`; the search may find nothing)
 */
export function searchDeckForEnergyToAttachToThis(type: EnergyType, upTo = 1): Effect {
  return function* (c) {
    c.dealDamage()
    const cards = c.me.deck.filter((u) => isBasicEnergyOf(c.def(u), type))
    const picks = yield* c.chooseCards(cards, {
      text:
        upTo === 1
          ? `Choose a ${typeName(type)} Energy card from your deck to attach to this Pokémon`
          : `Choose up to ${upTo} ${typeName(type)} Energy cards from your deck to attach to this Pokémon`,
      min: 0,
      max: upTo,
      hiddenZone: c.me.deck.length > 0,
    })
    for (const uid of picks) c.attach(uid, c.self)
    c.shuffleDeck()
  }
}

/**
 * "Search your deck for a Lightning Energy card and attach it to 1 of your Pokémon. Shuffle your deck afterward." The
 * search: a basic Energy card of `type` (a hidden zone, so it may find nothing), the Pokémon it goes to, the shuffle.
 * Returns that Pokémon (null when nothing was attached), for a card that goes on (Psy Shadow's damage counters).
 */
export function* searchDeckAndAttachToOneOfYours(c: EffectCtx, type: EnergyType, name: string): Proc<SlotRef | null> {
  const [card] = yield* c.chooseCards(
    c.me.deck.filter((u) => isBasicEnergyOf(c.def(u), type)),
    {
      text: `${name}: choose a ${typeName(type)} Energy card from your deck`,
      min: 0,
      max: 1,
      hiddenZone: c.me.deck.length > 0,
    },
  )
  let to: SlotRef | null = null
  if (card !== undefined) {
    to = yield* c.chooseSlot(c.allPokemon(c.seat), { text: `${name}: attach ${c.def(card).name} to which Pokémon?` })
    if (to) c.attach(card, to)
  }
  c.shuffleDeck()
  return to
}

/** The attack form of `searchDeckAndAttachToOneOfYours` (Manectric's Attract Current): after the attack's damage. */
export function searchDeckForEnergyToAttachToYourPokemon(type: EnergyType): Effect {
  return function* (c) {
    c.dealDamage()
    yield* searchDeckAndAttachToOneOfYours(c, type, c.src.attack?.name ?? 'Attack')
  }
}

/**
 * "Search your deck for up to 2 Lightning Energy cards and attach them to your Benched Pokémon in any way you like.
 * Then, shuffle your deck." (after the attack's damage; basic Energy cards of `type`; each chosen card goes to the
 * Benched Pokémon its owner picks; with no Benched Pokémon nothing is taken, and the deck is still shuffled)
 */
export function searchDeckForEnergyToAttachToBenched(type: EnergyType, upTo: number): Effect {
  return function* (c) {
    c.dealDamage()
    const cards = c.benched(c.seat).length ? c.me.deck.filter((u) => isBasicEnergyOf(c.def(u), type)) : []
    const picks = yield* c.chooseCards(cards, {
      text: `Choose up to ${upTo} ${typeName(type)} Energy cards from your deck for your Benched Pokémon`,
      min: 0,
      max: upTo,
      hiddenZone: c.me.deck.length > 0 && c.benched(c.seat).length > 0,
    })
    for (const uid of picks) {
      const to = yield* c.chooseSlot(c.benched(c.seat), { text: `Attach ${c.def(uid).name} to which Benched Pokémon?` })
      if (to) c.attach(uid, to)
    }
    c.shuffleDeck()
  }
}

/**
 * "For each Lightning Energy attached to all of your Pokémon" / "for each Energy attached to all of your Pokémon":
 * the units of Energy (of `type`, when given) on every Pokémon the seat has in play (a card that provides 2 counts 2).
 */
export const energyUnitsOnAll = (c: CardReads, seat: Seat, type?: EnergyType): number =>
  c.allPokemon(seat).reduce((n, r) => n + c.energyUnits(r, type), 0)

/**
 * A Trainer's or an attack's "discard an Energy from 1 of your opponent's Pokémon" / "put an Energy attached to 1 of
 * your opponent's Pokémon into their hand": the player chooses one of their Pokémon with Energy, then the Energy card.
 * Nothing when none of them has Energy (a card's `canPlay` usually checks `pokemonWithEnergy(c, c.opp)`); an attack
 * cannot choose a Pokémon protected from its effects.
 */
export function* moveEnergyFromOpponentsPokemon(c: EffectCtx, to: 'discard' | 'hand'): Proc<void> {
  const targets = pokemonWithEnergy(c, c.opp).filter((r) => !c.protectedFromEffects(r))
  const theirs = yield* c.chooseSlot(targets, { text: "Choose one of your opponent's Pokémon" })
  if (!theirs) return
  const [uid] = yield* c.chooseCards(c.energyOn(theirs), {
    text: to === 'discard' ? 'Choose an Energy card to discard' : 'Choose an Energy card to put into their hand',
    min: 1,
    max: 1,
    publicOptions: true,
  })
  if (uid !== undefined) c.moveTo(uid, to)
}

/**
 * "Attach a Metal Energy card from your discard pile to 1 of your Pokémon." / "Attach up to 2 Psychic Energy cards
 * from your discard pile to 1 of your Pokémon." (after the attack's damage; basic Energy cards of `type`, 1 to `upTo`
 * of them (rules.md WD-1), all to the one Pokémon chosen; nothing when there is none)
 */
export function attachFromDiscardToYourPokemon(type: EnergyType, upTo = 1): Effect {
  return function* (c) {
    c.dealDamage()
    const cards = c.cardsIn(c.seat, 'discard', (d) => isBasicEnergyOf(d, type))
    const chosen = yield* c.chooseCards(cards, {
      text:
        upTo === 1
          ? `Attach which ${typeName(type)} Energy card from your discard pile?`
          : `Attach which ${typeName(type)} Energy cards (up to ${upTo}) from your discard pile?`,
      min: 1,
      max: upTo,
    })
    if (chosen.length === 0) return
    const what = chosen.length === 1 ? c.def(chosen[0]!).name : `the ${chosen.length} Energy cards`
    const to = yield* c.chooseSlot(c.allPokemon(c.seat), { text: `Attach ${what} to which Pokémon?` })
    if (to) for (const uid of chosen) c.attach(uid, to)
  }
}

/**
 * "You may discard up to `upTo` basic Fire Energy or up to `upTo` basic Lightning Energy from this Pokémon. This attack
 * does `more` more damage for each card you discarded in this way." (`upTo: 'any'`: "any amount of"): the attacking
 * player picks one of `types` among those attached as basic Energy cards (or nothing), then the cards of that type;
 * then the damage.
 */
export function mayDiscardBasicEnergyOfOneTypeForMore(types: EnergyType[], upTo: number | 'any', more: number): Effect {
  return function* (c) {
    const ofType = (t: EnergyType) => c.energyOn(c.self).filter((u) => isBasicEnergyOf(c.def(u), t))
    const offered = types.filter((t) => ofType(t).length > 0)
    let discarded: readonly number[] = []
    if (offered.length > 0) {
      const name = c.src.attack?.name ?? 'Attack'
      const labels = [...offered.map((t) => `Discard basic ${typeName(t)} Energy`), 'Discard nothing']
      const i = yield* c.chooseOne(`${name}: discard Energy for ${more} more damage each?`, labels)
      const type = offered[i]
      if (type) {
        const cards = ofType(type)
        discarded = yield* c.chooseCards(cards, {
          text: `${name}: discard which basic ${typeName(type)} Energy (${more} more damage each)?`,
          min: 1,
          max: upTo === 'any' ? cards.length : Math.min(upTo, cards.length),
          publicOptions: true,
        })
        c.discard(discarded)
      }
    }
    c.dealDamage(c.damage + more * discarded.length)
  }
}

/**
 * "This attack does 20 damage for each Energy attached to both Active Pokémon." (the printed damage times the units
 * of Energy on this Pokémon and on the Defending Pokémon; dealt by the attack's usual resolution)
 */
export const damageForEachEnergyOnBothActive: Effect = (c) => {
  c.damage *= c.energyUnits(c.self) + c.energyUnits(c.defending)
}

/**
 * "If this Pokémon and the Defending Pokémon have a different amount of Energy attached to them, this attack's base
 * damage is `base` instead of <its printed damage>." (Ralts's and Kirlia's Link Blast; units of Energy, so a card
 * that provides 2 counts 2)
 */
export function baseDamageIfEnergyAmountsDiffer(base: number): Effect {
  return (c) => {
    if (c.energyUnits(c.self) !== c.energyUnits(c.defending)) c.damage = base
  }
}

/**
 * "Discard a Special Energy from your opponent's Active Pokémon." (after the attack's damage; the attacking player
 * chooses which; nothing when it has none, has left play or is protected from the attack's effects)
 */
export const discardSpecialEnergyFromDefending: Effect = function* (c) {
  c.dealDamage()
  const target = c.defending
  if (!c.exists(target) || c.protectedFromEffects(target)) return
  const special = c.attachedEnergy(target).filter((e) => !e.def.basic)
  const [uid] = yield* c.chooseCards(
    special.map((e) => e.uid),
    {
      text: `${c.src.attack?.name ?? 'Attack'}: discard which Special Energy?`,
      min: 1,
      max: 1,
      publicOptions: true,
    },
  )
  if (uid !== undefined) c.discard([uid])
}
