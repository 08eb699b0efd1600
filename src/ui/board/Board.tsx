import type { GameView } from '../../engine'
import { CardBack } from '../cardApi'
import { DeckPile, DiscardPile, Prizes } from './Piles'
import { Active, Bench, PlayArea, Stadium } from './Zones'
import { VstarMarker } from './VstarMarker'
import { defOf } from './defs'
import { showsVstarMarkers } from './vstar-marker'

function OpponentHand({ count }: { count: number }) {
  return (
    <div
      role="img"
      aria-label={`Opponent's hand: ${count} cards`}
      data-table-item
      data-zone="hand:1"
      className="flex flex-col items-center gap-0.5"
    >
      <div className="relative h-[calc(var(--cw-bench)*0.7)] w-[calc(var(--cw-bench)*1.1)]">
        {Array.from({ length: Math.min(count, 7) }, (_, i) => (
          <span
            key={i}
            className="absolute top-0 aspect-[5/7] w-[calc(var(--cw-bench)*0.5)]"
            style={{ left: `${i * 9}%`, rotate: `${(i - 3) * 4}deg` }}
          >
            <CardBack size="mini" />
          </span>
        ))}
      </div>
      <span aria-hidden="true" className="text-[10px] font-bold text-white/90">
        Hand {count}
      </span>
    </div>
  )
}

/**
 * The two sides of the table: the opponent's mirrored at the top, yours at the bottom. Held sideways (a phone at
 * 844×390, the `sideways` variant) each side is one row, the Active Pokémon's row beside the Bench's, not over it:
 * the table has width to spare and no height, and two rows a side held the Bench at 30 px and the hand at 56 px. The
 * Active Pokémon stand in one column at the left (the opponent's row is reversed). Not in a 2-on-2 Battle, whose two
 * Active Pokémon a side need that width.
 */
export function Board({ view }: { view: GameView }) {
  const { me, opponent } = view
  const vstar = showsVstarMarkers(view, defOf)
  const double = view.format === 'double'
  // held sideways: a side's two rows side by side (PlayScreen's BOARD_SIZES_SIDEWAYS sizes the cards for it)
  const row = double ? '' : 'sideways:flex-row sideways:items-center sideways:gap-2'
  const grow = double ? '' : 'sideways:flex-1'
  const tight = double ? '' : 'sideways:gap-2'
  return (
    <div className="mx-auto flex w-full max-w-3xl min-h-0 flex-col justify-center gap-1 px-1 sm:gap-2">
      <section
        aria-label="Opponent's side"
        className={`flex flex-col gap-1 ${row} ${double ? '' : 'sideways:flex-row-reverse'}`}
      >
        <div className={`flex items-start justify-between gap-1 ${grow}`}>
          <div className="flex shrink-0 flex-col items-center gap-1">
            <Prizes count={opponent.prizeCount} mine={false} />
            {vstar && <VstarMarker used={opponent.vstarUsed} mine={false} />}
          </div>
          <Bench side={opponent} mine={false} double={double} />
          <div className="flex flex-col items-center gap-1">
            <DeckPile count={opponent.deckCount} owner="Opponent's" seat={opponent.seat} />
            <DiscardPile cards={opponent.discard} owner="Opponent's" seat={opponent.seat} />
          </div>
        </div>
        <div className={`flex items-center justify-center gap-2 sm:gap-6 ${tight}`}>
          <div className="grid w-[calc(var(--cw-active)*1.2)] place-items-center">
            <OpponentHand count={opponent.handCount} />
          </div>
          <Active side={opponent} mine={false} double={double} />
          <Stadium />
        </div>
      </section>
      <div aria-hidden="true" className="mx-auto h-px w-2/3 bg-white/20" />
      <section aria-label="Your side" className={`flex flex-col gap-1 ${row}`}>
        <div className={`flex items-center justify-center gap-2 sm:gap-6 ${tight}`}>
          <PlayArea />
          <Active side={me} mine double={double} />
          <div className="w-[calc(var(--cw-active)*1.2)]" />
        </div>
        <div className={`flex items-end justify-between gap-1 ${grow}`}>
          <div className="flex shrink-0 flex-col items-center gap-1">
            {vstar && <VstarMarker used={me.vstarUsed} mine />}
            <Prizes count={me.prizeCount} mine />
          </div>
          <Bench side={me} mine double={double} />
          <div className="flex flex-col items-center gap-1">
            <DiscardPile cards={me.discard} owner="Your" seat={me.seat} />
            <DeckPile count={me.deckCount} owner="Your" seat={me.seat} />
          </div>
        </div>
      </section>
    </div>
  )
}
