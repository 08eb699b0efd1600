/**
 * The question of the 2-on-2 target chooser. The engine labels an attack option "Attack: Flamethrower", with the
 * attacker's name in front when two Actives could attack ("Blaziken: Attack: Flamethrower"); read as a question that
 * doubles the word: "Blaziken: Attack: Flamethrower: attack Cyndaquil or Growlithe?". The chooser says
 * "Blaziken's Flamethrower: attack Cyndaquil or Growlithe?" instead.
 */
export function aimQuestion(label: string, defenders: readonly string[]): string {
  const attack = label.replace(/^(.+): Attack: /, '$1’s ').replace(/^Attack: /, '')
  return `${attack}: attack ${defenders.join(' or ')}?`
}
