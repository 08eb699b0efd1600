import { useRef, useState } from 'react'
import { AnimatePresence, motion } from 'motion/react'
import { useFx } from './fx'
import { useAnimFactor } from './speed'
import { useTableMidline } from './tableMidline'
import { useGame } from '../useGame'

/**
 * The coin flipping in 3-D over the table; the result stays readable for screen readers. Its label says the result
 * only once the coin has landed (issue 20: "heads" used to show while the coin still spun on T).
 */
export function CoinOverlay() {
  const coin = useFx((s) => s.coin)
  const factor = useAnimFactor()
  const [landed, setLanded] = useState<number | null>(null)
  return (
    <AnimatePresence>
      {coin && (
        <motion.div
          key={coin.id}
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          exit={{ opacity: 0 }}
          className="pointer-events-none absolute top-1/2 right-[4%] z-40 -translate-y-full sm:right-[10%]"
          style={{ perspective: 600 }}
        >
          <div className="flex flex-col items-center gap-2">
            <motion.div
              initial={{ rotateY: 0, y: 0 }}
              animate={{ rotateY: 1440 + (coin.heads ? 0 : 180), y: [0, -60, 0] }}
              transition={{ duration: 0.9 * factor, ease: 'easeOut' }}
              onAnimationComplete={() => setLanded(coin.id)}
              data-testid="coin"
              className="relative size-14 sm:size-16"
              style={{ transformStyle: 'preserve-3d' }}
            >
              <span className="absolute inset-0 grid place-items-center rounded-full border-4 border-coin-700 bg-coin-300 font-display text-2xl font-bold text-coin-900 [backface-visibility:hidden]">
                H
              </span>
              <span className="absolute inset-0 grid place-items-center rounded-full border-4 border-coin-800 bg-coin-500 font-display text-2xl font-bold text-coin-900 [backface-visibility:hidden] [transform:rotateY(180deg)]">
                T
              </span>
            </motion.div>
            <p role="status" className="rounded-full bg-black/60 px-3 py-1 text-sm font-bold text-white">
              {coin.reason}: {landed === coin.id ? (coin.heads ? 'heads' : 'tails') : 'flipping…'}
            </p>
          </div>
        </motion.div>
      )}
    </AnimatePresence>
  )
}

/**
 * One line announcing what just happened ("Charmander used Ember"), on the line between the two sides of the table.
 * While the player is asked something (take a Prize card, promote, choose a target) it is slim, so it fits the gap
 * between the two Active spots and hides neither the Knocked Out spot nor the player's Active the question is about
 * (e2e/tutorial-sizes.spec.ts checks it at the tutorial's Take-a-Prize step).
 */
export function Banner() {
  const banner = useFx((s) => s.banner)
  const asked = useGame((s) => !!s.myDecision && s.myDecision.ask !== 'main')
  const ref = useRef<HTMLDivElement>(null)
  const midline = useTableMidline(ref, banner?.id)
  return (
    <div
      ref={ref}
      aria-live="polite"
      data-testid="banner"
      data-slim={asked || undefined}
      style={midline === null ? undefined : { top: midline }}
      className="pointer-events-none absolute inset-x-0 top-1/2 z-30 flex -translate-y-1/2 justify-center"
    >
      <AnimatePresence mode="wait">
        {banner && (
          <motion.p
            key={banner.id}
            initial={{ opacity: 0, scale: 0.9 }}
            animate={{ opacity: 1, scale: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration: 0.15 }}
            className={`rounded-full bg-felt-950/80 font-display font-semibold text-coin-200 shadow-lg ${
              asked ? 'px-3 py-0 text-sm leading-5' : 'px-4 py-1.5 text-base sm:text-lg'
            }`}
          >
            {banner.text}
          </motion.p>
        )}
      </AnimatePresence>
    </div>
  )
}
