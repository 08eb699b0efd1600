/**
 * A player's VSTAR marker (rules.md §3 Pokémon VSTAR): gold and face up while that player may still use a VSTAR
 * Power this game, turned face down (grey, struck through) once they have. Both players see both markers.
 */
export function VstarMarker({ used, mine }: { used: boolean; mine: boolean }) {
  const owner = mine ? 'Your' : "Opponent's"
  return (
    <div
      role="img"
      data-testid={`vstar-marker-${mine ? 'me' : 'opponent'}`}
      data-used={used}
      aria-label={`${owner} VSTAR Power: ${used ? 'used' : 'not used yet'}`}
      title={`${owner} VSTAR Power ${used ? 'has been used this game' : 'can still be used once this game'}`}
      className={
        'flex h-4 items-center justify-center gap-0.5 rounded-full px-1 text-[9px] font-extrabold sm:h-5 sm:px-1.5 sm:text-[10px] ' +
        (used
          ? 'bg-slate-700 text-slate-400 line-through ring-1 ring-slate-500'
          : 'bg-gradient-to-r from-coin-300 to-coin-500 text-slate-900 shadow ring-1 ring-white/60')
      }
    >
      <span aria-hidden="true">★</span>
      <span aria-hidden="true">VSTAR</span>
    </div>
  )
}
