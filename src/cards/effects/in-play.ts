/** Card building blocks about Pokémon in play: switching, "your other Pokémon", naming a place in a choice. */
import type { Effect, EffectCtx, SlotRef } from '../../engine'
import { sameRef } from '../../engine'

/** "Switch this Pokémon with 1 of your Benched Pokémon." (after the attack's damage; nothing with an empty Bench) */
export const switchThisWithBenched: Effect = function* (c) {
  c.dealDamage()
  yield* c.switchActive(c.seat, c.seat, 'Switch this Pokémon with which Benched Pokémon?')
}

/** The seat's Pokémon in play other than `ref` ("your other Pokémon"). */
export const otherPokemonThan = (c: EffectCtx, ref: SlotRef): SlotRef[] =>
  c.allPokemon(ref.seat).filter((r) => !sameRef(r, ref))

/** "Active", "second Active" (2-on-2) or "Bench 2": tells apart two Pokémon of the same name in a choice. */
export const placeName = (r: SlotRef): string =>
  r.zone === 'active' ? (r.spot === 1 ? 'second Active' : 'Active') : `Bench ${r.index + 1}`

/**
 * The opponent's Benched Pokémon an attack may switch with their Active Pokémon: none when that Active Pokémon is
 * protected from the attack's effects, and never one protected itself. Moving a Pokémon into or out of the Active
 * Spot is an effect of the attack on it (Protective Dust, Cocoon Cover; docs/rulings/abilities-and-attack-effects.md).
 */
export const switchableBenched = (c: EffectCtx): SlotRef[] =>
  c.protectedFromEffects(c.defending) ? [] : c.benched(c.opp).filter((r) => !c.protectedFromEffects(r))

/**
 * "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon." (you choose; after the attack's damage;
 * nothing moves a Pokémon protected from the attack's effects: `switchableBenched`)
 */
export const switchInOpponentsBenched: Effect = function* (c) {
  c.dealDamage()
  const choices = switchableBenched(c)
  const pick = yield* c.chooseSlot(choices, { text: "Which of your opponent's Benched Pokémon becomes their Active?" })
  if (pick) c.switchIn(pick)
}

/**
 * "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon. This attack does `amount` damage to the new
 * Active Pokémon." (you choose; with no Benched Pokémon that can be chosen, `switchableBenched`, the damage goes to
 * the Active Pokémon there is)
 */
export function switchInOpponentsBenchedThenDamageIt(amount: number): Effect {
  return function* (c) {
    const choices = switchableBenched(c)
    const pick = yield* c.chooseSlot(choices, {
      text: "Which of your opponent's Benched Pokémon becomes their Active?",
    })
    if (pick) c.switchIn(pick)
    c.dealDamage(amount, c.defending)
  }
}

/**
 * "Your opponent switches their Active Pokémon with 1 of their Benched Pokémon." (they choose; after the damage;
 * nothing when the damage Knocked it Out: it is replaced as usual)
 */
export const opponentSwitchesActive: Effect = function* (c) {
  c.dealDamage()
  if (c.remainingHp(c.defending) <= 0 || c.protectedFromEffects(c.defending)) return
  yield* c.switchActive(c.opp, c.opp, 'Switch your Active Pokémon with which Benched Pokémon?')
}

/**
 * "Choose 1 of your opponent's Benched Pokémon. They shuffle that Pokémon and all attached cards into their deck.
 * Then, shuffle this Pokémon and all attached cards into your deck." The attack does nothing when the opponent has no
 * Benched Pokémon; a chosen one protected from the attack's effects stays, but this Pokémon still goes. With no
 * Pokémon left in play its player loses (W-1); otherwise they promote a new Active (KO-4).
 */
export const shuffleOpponentsBenchedThenThisIntoDecks: Effect = function* (c) {
  const name = c.src.attack?.name ?? 'Attack'
  const target = yield* c.chooseSlot(c.benched(c.opp), {
    text: `${name}: shuffle which Pokémon into its owner's deck?`,
  })
  if (!target) {
    c.cancelled = true
    return
  }
  if (!c.protectedFromEffects(target)) {
    c.removeFromPlay(target, 'deck')
    c.shuffleDeck(c.opp)
  }
  c.removeFromPlay(c.self, 'deck')
  c.shuffleDeck()
  c.endIfNoPokemon()
  yield* c.promoteIfNeeded()
}

/**
 * "Before doing damage, discard all Pokémon Tools from your opponent's Active Pokémon." (not from one protected from
 * the attack's effects)
 */
export const discardDefendingToolsBeforeDamage: Effect = (c) => {
  if (!c.protectedFromEffects(c.defending)) c.discard([...c.toolsOn(c.defending)])
  c.dealDamage()
}

/**
 * "Discard any Stadium in play." (after the attack's damage; whoever played it, it goes to its owner's discard pile;
 * nothing when there is none)
 */
export const discardStadiumInPlay: Effect = (c) => {
  c.dealDamage()
  const stadium = c.stadium
  if (stadium) c.moveTo(stadium.uid, 'discard')
}
