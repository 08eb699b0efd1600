/**
 * Card sense for VSTAR Power Abilities (issue 21; rules.md §3: one VSTAR Power a game): a person keeps the one Power
 * for the turn its payoff is largest, and the payoff is read from what the Power's text does — not from the card's
 * name. undefined: a Power whose effect is not recognised, which the policy never spends (once-per-game.ts).
 *
 * - bringing up a Benched Pokémon of the opponent's: when the Active can then Knock Out one worth 2 Prize cards or
 *   the game (and cannot Knock Out the Active already);
 * - more Prize cards for a Knock Out: this turn, when the Active's attack Knocks Out a Pokémon the text names (its
 *   conditions on the attacker and the Knocked Out Pokémon read from the text);
 * - removing one of the opponent's Pokémon from play: whenever it is offered (the card's own condition limits it);
 * - less damage during the opponent's next turn: when their Active threatens ours with a Knock Out;
 * - trading hand cards for as many new ones: for a big hand that cannot attack this turn.
 */
import { isPokemonV, type AbilityDef, type AbilityHint, type HintBoard, type PokemonDef } from '../../engine'

/** The payoff of a spent VSTAR Power: above any other main-phase action but a Knock Out's attack. */
const SPEND = 480
/** Kept: below End turn. */
const KEEP = -100
const POKEMON = 'Pok[eé]mon'

export function vstarSense(ability: AbilityDef): AbilityHint | undefined {
  if (!ability.vstarPower) return undefined
  const t = ability.text ?? ''
  if (new RegExp(`opponent's Benched ${POKEMON}.*(trades places|switch it) with their Active`, 'i').test(t))
    return { score: (b) => (gustPays(b) ? SPEND : KEEP) }
  if (/take (\d+|an?) more Prize cards?/i.test(t)) return { score: (b) => (morePrizesPay(b, t) ? SPEND : KEEP) }
  if (/(they|your opponent) discards? it and every card attached/i.test(t)) return { score: 150 }
  if (/do \d+ less damage/i.test(t) && /opponent's next turn/i.test(t))
    return { score: (b) => (b.threatened(b.active) ? 150 : -50) }
  if (/discard any number of cards from your hand, then draw as many/i.test(t))
    return { score: (b) => (!b.activeCanAttack() && (b.me.hand?.length ?? 0) >= 5 ? 40 : -60) }
  return undefined
}

/**
 * A gust worth the Power: the Active can attack but not Knock Out the Defending Pokémon, and can Knock Out a Benched
 * one worth 2 or more Prize cards, or one whose Prize cards win the game.
 */
function gustPays(b: HintBoard): boolean {
  return (
    b.activeCanAttack() &&
    !b.activeCanKO() &&
    b.opp.bench.some((x) => b.canKnockOut(b.active, x) && (b.prizesFor(x) >= 2 || b.prizesFor(x) >= b.me.prizeCount))
  )
}

/**
 * "When damage from an attack of one of your Basic Pokémon V Knocks Out your opponent's Active Pokémon VSTAR or
 * Active Pokémon VMAX, you take 1 more Prize card": the Active Knocks Out the opponent's Active this turn, and each
 * side fits the kinds the text names (a stage, Pokémon V, a rule box), when it names any.
 */
function morePrizesPay(b: HintBoard, t: string): boolean {
  const attacker = new RegExp(`attack of (?:one of )?your (.*?) Knocks Out`, 'i').exec(t)?.[1] ?? ''
  const victim = new RegExp(`Knocks Out your opponent's (.*?), you take`, 'i').exec(t)?.[1] ?? ''
  const mine = b.pokemonOf(b.active)
  const theirs = b.pokemonOf(b.oppActive)
  return !!mine && !!theirs && b.activeCanKO() && fits(mine, attacker) && fits(theirs, victim)
}

/** Does the Pokémon fit a phrase such as "Basic Pokémon V" or "Active Pokémon VSTAR or Active Pokémon VMAX"? */
function fits(pk: PokemonDef, phrase: string): boolean {
  const kinds = phrase.split(/ or /i)
  return kinds.some((k) => {
    if (/\bBasic\b/i.test(k) && pk.stage !== 'basic') return false
    const box = new RegExp(`${POKEMON} (V|VSTAR|VMAX|ex|GX)\\b`).exec(k)?.[1]
    if (box === 'V') return isPokemonV(pk)
    if (box === 'ex' || box === 'GX') return pk.ruleBox?.toLowerCase() === box.toLowerCase()
    return box ? pk.ruleBox === box : true
  })
}
