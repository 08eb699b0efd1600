/**
 * The chance that an attack whose damage a coin decides Knocks Out the Defending Pokémon (issue 21, docs/ai.md
 * "Careless plays, fourth round"). attack-text.ts reads coin damage at its mean, so an attack that Knocks Out a
 * damaged Growlithe on heads scored no better there than at an undamaged Quilava, and the computer hit the Quilava
 * for the mean. A player counts the chance: here the attack's base damage is read for each number of heads, each
 * outcome gets Weakness, Resistance and the defender's effects (knowledge.ts `damageOfTextBase`: under the classic
 * rules Weakness before a "+" text's extra, as the engine), and the chances of the outcomes that reach the HP left are
 * added up.
 *
 * The wordings are the coin attacks of the card sets ("Flip 3 coins. This attack does 10 damage for each heads.",
 * "Flip a coin. If heads, this attack does 30 more damage.", "If tails, this attack does nothing", "Flip a coin until
 * you get tails", one coin per Energy attached); any other text gives null (no chance is counted, the mean stays).
 */
import type { AttackDef, CardDb, GameView, SlotView } from '../engine'
import { unitsOfSlot } from './card-facts'
import { damageOfTextBase, hpLeft } from './knowledge'

/** How many coins are flipped ('until-tails': until the first tails) and the base damage with `k` heads. */
interface CoinDamage {
  coins: number | 'until-tails'
  base: (k: number) => number
}

/** Heads counted for "until tails": the chance of more is under 1 %. */
const UNTIL_TAILS_CAP = 7

const WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5 }
const num = (s: string): number => (/^\d+$/.test(s) ? Number(s) : (WORDS[s.toLowerCase()] ?? 1))

/** How the attack's base damage depends on its coins, or null when its text is not such an attack. */
export function coinDamage(db: CardDb, attacker: SlotView, atk: AttackDef): CoinDamage | null {
  const t = atk.text ?? ''
  const printed = atk.damage ?? 0
  let coins: number | 'until-tails'
  const perEnergy = /Flip a coin for each Energy attached to [^(.]*\(at most (\d+) coins\)/i.exec(t)
  if (/flip (?:a coin|coins) until you get tails|flipping a coin until it comes up tails/i.test(t))
    coins = 'until-tails'
  else if (perEnergy) coins = Math.min(Number(perEnergy[1]), unitsOfSlot(db, attacker).length)
  else {
    const m = /\bflip (a|one|two|three|four|five|\d+) coins?\b/i.exec(t)
    if (!m) return null
    coins = num(m[1]!)
  }
  // "N more damage for each heads" (on top of the printed damage), "N damage for each heads" / "per heads".
  const more = /(\d+) more damage (?:for each|per) heads/i.exec(t)
  if (more) return { coins, base: (k) => printed + Number(more[1]) * k }
  const each = /(\d+) damage (?:for each|per) heads/i.exec(t)
  if (each) return { coins, base: (k) => Number(each[1]) * k }
  if (/times the number of heads/i.test(t) || atk.damageSuffix === '×') return { coins, base: (k) => printed * k }
  if (coins !== 1) return null
  // One coin: "If heads, this attack does 20 damage plus 20 more", "If heads, 30 more damage".
  const plus =
    /(?:(?:If|On) heads,?|Heads:) (?:this attack does )?(?:\d+ damage plus (\d+) more|(\d+) more damage)/i.exec(t)
  if (plus) return { coins, base: (k) => printed + k * Number(plus[1] ?? plus[2]) }
  // "If heads, this attack does 10 damage to the Defending Pokémon" (nothing on tails).
  const onlyHeads = /^Flip a coin\. If heads, this attack does (\d+) damage to (?:the|each) Defending/i.exec(t)
  if (onlyHeads) return { coins, base: (k) => k * Number(onlyHeads[1]) }
  if (/(?:If|On) tails, this attack does nothing/i.test(t)) return { coins, base: (k) => (k ? printed : 0) }
  const either = /Flip a coin: (\d+) damage, or (\d+) on heads/i.exec(t)
  if (either) return { coins, base: (k) => Number(k ? either[2] : either[1]) }
  return null
}

/** The chance of each number of heads: binomial for a number of coins, halving for "until tails". */
function headsOdds(coins: number | 'until-tails'): number[] {
  // The cap stands for itself and every longer run of heads (their chances add up to the cap's own).
  if (coins === 'until-tails')
    return Array.from({ length: UNTIL_TAILS_CAP + 1 }, (_, k) => 0.5 ** (k === UNTIL_TAILS_CAP ? k : k + 1))
  // C(coins, k) / 2^coins, built row by row of Pascal's triangle with each row halved.
  let odds = [1]
  for (let c = 0; c < coins; c++) odds = [...odds, 0].map((x, k) => (x + (k > 0 ? odds[k - 1]! : 0)) / 2)
  return odds
}

/**
 * The chance that `atk` Knocks Out `defender` when coins decide its damage (0 when no outcome reaches its HP left),
 * or null when no coin decides the damage (then the estimate is sure either way).
 */
export function knockOutChance(
  db: CardDb,
  view: GameView,
  attacker: SlotView,
  atk: AttackDef,
  defender: SlotView | null,
): number | null {
  const coin = coinDamage(db, attacker, atk)
  if (!coin || !defender) return null
  const left = hpLeft(db, defender)
  if (left <= 0) return 0
  return headsOdds(coin.coins).reduce(
    (p, odds, k) => (damageOfTextBase(db, view, attacker, atk, defender, coin.base(k)) >= left ? p + odds : p),
    0,
  )
}
