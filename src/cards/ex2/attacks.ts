/** Attacks several EX Sandstorm Pokémon print with the same words (the Fossil Pokémon, Lunatone and Solrock). */
import type { AttackDef } from '../../engine'
import { attack } from '../kit'
import { lookAtRandomCardFromOpponentsHandThenShuffleIt, searchDeckToBench } from '../effects/cards-in-hand'
import { alsoDamagesOneOfOpponentsBenched } from '../effects/damage'
import { perHeads } from '../effects/coins'
import { isBasicPokemon } from '../effects/card-kinds'

/**
 * Omanyte, Kabuto: "Search your deck for Omanyte, Kabuto, or any Basic Pokémon and put as many of them as you like
 * onto your Bench. Shuffle your deck afterward. Treat the new Benched Pokémon as Basic Pokémon." (as many as the Bench
 * has room for; an Omanyte or Kabuto sits there alone, as Lileep's Influence puts them)
 */
export const TEAM_ASSEMBLY: AttackDef = attack('Team Assembly', ['colorless'], 0, {
  text: 'Search your deck for any number of Omanyte, Kabuto or Basic Pokémon and put them onto your Bench (they are Basic Pokémon there). Shuffle your deck afterward.',
  *effect(c) {
    yield* searchDeckToBench(
      c,
      c.benchRoom(),
      (d) => isBasicPokemon(d) || (d.kind === 'pokemon' && (d.name === 'Omanyte' || d.name === 'Kabuto')),
      'Team Assembly: choose Omanyte, Kabuto or Basic Pokémon for your Bench',
    )
  },
})

/**
 * Lombre, Duskull, Murkrow: "Choose 1 card from your opponent's hand without looking. Look at the card you chose, then
 * have your opponent shuffle that card into his or her deck." (`damage` as printed: 10 on Lombre, none on the others)
 */
export const surprise = (damage: number): AttackDef =>
  attack('Surprise', ['colorless'], damage, {
    text: "Look at a card chosen at random from your opponent's hand; your opponent shuffles it into their deck.",
    effect: lookAtRandomCardFromOpponentsHandThenShuffleIt,
  })

/**
 * Duskull, Murkrow: "Does 10 damage to 1 of your opponent's Benched Pokémon. (Don't apply Weakness and Resistance for
 * Benched Pokémon.)" beside the printed damage to the Defending Pokémon.
 */
export const darkMind = (cost: AttackDef['cost'], damage: number): AttackDef =>
  attack('Dark Mind', cost, damage, {
    text: "Also does 10 damage to 1 of your opponent's Benched Pokémon (no Weakness or Resistance for Benched Pokémon).",
    effect: alsoDamagesOneOfOpponentsBenched(10),
  })

/** Lombre, Linoone: "Flip 3 coins. This attack does 20 damage times the number of heads." */
export const FURY_SWIPES: AttackDef = attack('Fury Swipes', ['colorless', 'colorless'], 20, {
  damageSuffix: '×',
  text: 'Flip 3 coins. This attack does 20 damage for each heads.',
  effect: perHeads(3),
})

/** Lunatone, Solrock: "If your opponent has any Evolved Pokémon in play, draw 3 cards." */
export const COSMIC_DRAW = attack('Cosmic Draw', ['colorless'], 0, {
  text: 'If your opponent has any Evolved Pokémon in play, draw 3 cards.',
  effect(c) {
    if (c.allPokemon(c.opp).some((r) => c.stackOf(r).length > 1)) c.draw(3)
  },
})
