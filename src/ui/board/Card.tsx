// The card faces of src/ui/card, filling the box the table gives them (the table sizes cards with CSS variables).
// Memoised: a drag re-renders every draggable and drop target on each pointer move, and a face is a big subtree.
import { memo } from 'react'
import { CardFace as Face, CardBack as Back, type CardFaceProps } from '../card/CardFace'
import type { CardSize } from '../card/CardFace'

export const CardFace = memo(function CardFace(props: CardFaceProps) {
  return <Face {...props} className={['w-full', props.className].filter(Boolean).join(' ')} />
})

export const CardBack = memo(function CardBack({ size, className }: { size?: CardSize; className?: string }) {
  return <Back size={size} className={['w-full', className].filter(Boolean).join(' ')} />
})
