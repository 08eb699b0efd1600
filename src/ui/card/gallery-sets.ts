import { SETS } from '../../cards/sets'
import type { CardSet } from '../../cards/set'

/**
 * The sets the page shows: `?gallery&set=<id>,<id>` names them (`set=none`: only the made-up samples); without
 * `set`, every set. Drawing every card of every set at four sizes takes seconds and grows with each set, so tests
 * and people looking at one set ask for that set.
 */
export function gallerySets(search: string): readonly CardSet[] {
  const wanted = new URLSearchParams(search).get('set')
  if (wanted === null) return SETS
  const ids = wanted.split(',').map((s) => s.trim())
  return SETS.filter((s) => ids.includes(s.id))
}
