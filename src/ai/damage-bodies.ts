/**
 * Poké-Bodies of the Defending Pokémon that change the damage an attack does to it, read from their text like the
 * attack texts (attack-text.ts). The engine applies them through hooks that need the game state (`computeDamage`), and
 * the view carries no answer that depends on the attacker too, so the estimate reads the wording here: without it the
 * computer attacked Wobbuffet with a Pokémon-ex for a Knock Out that Safeguard prevents.
 *
 * An estimate, not a rule: a Poké-Body switched off by another effect is still counted.
 */
import type { CardDb, GameView, SlotView } from '../engine'
import { pokemonOf } from './card-facts'

/** Where the damage goes and what the attacker is, for a body's test. */
interface Hit {
  db: CardDb
  view: GameView
  attacker: SlotView
  damage: number
}
type BodyReader = (m: RegExpExecArray, hit: Hit) => number

const BODIES: [RegExp, BodyReader][] = [
  // Safeguard (Wobbuffet, EX Sandstorm): "Prevent all effects of attacks, damage included, done to Wobbuffet by your opponent's
  // Pokémon-ex."
  [
    /^Prevent all effects of attacks, damage included, done to .+ by your opponent's Pokémon-ex/i,
    (_m, h) => (pokemonOf(h.db, h.attacker)?.ruleBox === 'ex-classic' ? 0 : h.damage),
  ],
  // Glowing Screen (Illumise, EX Sandstorm): "While any Volbeat is in play (either player's), damage done to Illumise by attacks
  // of Fighting or Darkness Pokémon is 30 less" (after Weakness and Resistance; the attacker's types now).
  [
    /^While any ([\w'’. -]+?) is in play \(either player's\), damage done to .+? by attacks of (\w+) or (\w+) Pokémon is (\d+) less/i,
    (m, h) => {
      const all = [h.view.me, h.view.opponent].flatMap((s) => [s.active, ...s.bench])
      const present = all.some((s) => pokemonOf(h.db, s)?.name === m[1])
      const types = h.attacker.types ?? pokemonOf(h.db, h.attacker)?.types ?? []
      const hit = [m[2]!, m[3]!].some((t) => types.includes(t.toLowerCase() as never))
      return present && hit ? h.damage - Number(m[4]) : h.damage
    },
  ],
]

/** The damage after the defender's Poké-Bodies that the estimate reads (the damage itself when none applies). */
export function afterDefenderBodies(
  db: CardDb,
  view: GameView,
  attacker: SlotView,
  defender: SlotView,
  damage: number,
): number {
  for (const ability of pokemonOf(db, defender)?.abilities ?? []) {
    if (ability.exKind !== 'poke-body') continue
    for (const [re, read] of BODIES) {
      const m = re.exec(ability.text ?? '')
      if (m) damage = read(m, { db, view, attacker, damage })
    }
  }
  return damage
}
