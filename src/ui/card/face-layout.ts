/**
 * What every card face shares that is not a component: the sizes a card is drawn at, the width the fitting maths
 * works in, and a class-name joiner. (Kept out of the .tsx files so that they export components only.)
 */
import type { CSSProperties } from 'react'

export type CardSize = 'mini' | 'small' | 'hand' | 'zoom'

/** Inline styles that also set CSS custom properties (--tc, --ax…). */
export type Vars = CSSProperties & Record<`--${string}`, string>

export const cx = (...c: (string | false | null | undefined)[]) => c.filter(Boolean).join(' ')

/** Width of the face inside the frame, in cqw (the card's content box: 1cqw = 1% of it). */
export const INNER = 100
