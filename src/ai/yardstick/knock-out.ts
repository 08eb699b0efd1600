/**
 * Tactic "attack if it Knocks Out": an attack whose estimated damage (Weakness, Resistance and the attack's text
 * read in this position, src/ai/knowledge.ts) reaches the Defending Pokémon's remaining HP is taken before anything
 * else. In ryuu-play's SimpleBot a Prize card outweighs every other term of the position score, so a Knock Out
 * always wins the comparison; here that becomes the first tactic after benching Basics. Among several, the one with the most damage.
 */
import { estimateDamage, hpLeft } from '../knowledge'
import { attackOf, indicesOf, type Board } from './board'

export function knockOutAttack(b: Board): number {
  const defender = b.view.opponent.active
  if (!defender) return -1
  const left = hpLeft(b.db, defender)
  if (left <= 0) return -1
  let best = -1
  let bestDamage = -1
  for (const { idx, a } of indicesOf(b, 'attack')) {
    const x = attackOf(b, a)
    if (!x) continue
    const dmg = estimateDamage(b.db, b.view, x.attacker, x.atk, defender)
    if (dmg >= left && dmg > bestDamage) {
      best = idx
      bestDamage = dmg
    }
  }
  return best
}
