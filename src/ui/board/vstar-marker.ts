import type { CardDef, CardRef, GameView, SideView } from '../../engine'

const visibleCards = (side: SideView): CardRef[] => [
  ...(side.active?.stack ?? []),
  ...(side.secondActive?.stack ?? []),
  ...side.bench.flatMap((s) => s.stack),
  ...side.discard,
  ...(side.hand ?? []),
]

/**
 * Whether the table shows the two VSTAR markers (rules.md §3 Pokémon VSTAR: each player has one, face up until a
 * VSTAR Power is used). Always under Sword & Shield rules, the era of VSTAR; under other rules only once a VSTAR
 * card shows (in play, a discard pile, your hand) or a Power was used, so a Base Set game is not cluttered with a
 * marker nobody can use. Reads only what the viewer may see; `def` looks a card up (the table's `defOf`).
 */
export function showsVstarMarkers(view: GameView, def: (id: string) => CardDef): boolean {
  if (view.rules === 'swsh') return true
  const { me, opponent } = view
  if (me.vstarUsed || opponent.vstarUsed) return true
  return [...visibleCards(me), ...visibleCards(opponent)].some((ref) => {
    const d = def(ref.def)
    return d.kind === 'pokemon' && d.ruleBox === 'VSTAR'
  })
}
