import type { SlotView } from '../../engine'
import { defOf } from '../board/defs'
import { inPlayFacts } from './in-play'

/**
 * A Pokémon in play, under its zoomed card: HP left (a bar and the figures), damage, the Energy and Tools attached
 * (a Tool with its text), Special Conditions and what it evolved from. The same width as the zoomed card.
 */
export function InPlayDetails({ slot }: { slot: SlotView }) {
  const f = inPlayFacts(slot, defOf)
  const share = f.hp && f.left !== undefined ? f.left / f.hp : 1
  return (
    <div
      data-testid="in-play-details"
      className="w-full max-w-[min(340px,88vw)] rounded-xl bg-felt-950/95 p-2.5 text-left text-sm leading-snug text-white shadow-xl ring-1 ring-white/20"
    >
      {f.hp !== undefined && f.left !== undefined && (
        <>
          <p className="flex items-baseline justify-between gap-2">
            <span>
              <b className="font-display text-lg" data-testid="hp-left">
                {f.left} HP left
              </b>{' '}
              <span className="text-white/80">of {f.hp}</span>
            </span>
            <span className={f.damage > 0 ? 'font-bold text-red-300' : 'text-white/80'}>
              {f.damage > 0 ? `${f.damage} damage` : 'No damage'}
            </span>
          </p>
          <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-white/20">
            <div
              className={`h-full rounded-full ${share > 0.5 ? 'bg-emerald-400' : share > 0.25 ? 'bg-amber-400' : 'bg-red-500'}`}
              style={{ width: `${Math.round(share * 100)}%` }}
            />
          </div>
        </>
      )}
      <p className="mt-1.5">
        <b>Energy:</b> {f.energy.length ? f.energy.join(', ') : 'none attached'}
      </p>
      {f.tools.map((t, i) => (
        <p key={i} className="mt-1">
          <b className="rounded bg-[#7d5bb0] px-1">Tool: {t.name}</b> {t.text}
        </p>
      ))}
      <p className="mt-1">
        <b>Special Conditions:</b> {f.conditions.length ? f.conditions.join(', ') : 'none'}
      </p>
      {f.evolvedFrom.length > 0 && <p className="mt-1 text-white/85">Evolved from {f.evolvedFrom.join(', then ')}</p>}
    </div>
  )
}
