// The card faces of src/ui/card, filling the box the table gives them (the table sizes cards with CSS variables).
import { CardFace as Face, CardBack as Back, type CardFaceProps } from '../card/CardFace'
import type { CardSize } from '../card/CardFace'

export function CardFace(props: CardFaceProps) {
  return <Face {...props} className={['w-full', props.className].filter(Boolean).join(' ')} />
}

export function CardBack({ size, className }: { size?: CardSize; className?: string }) {
  return <Back size={size} className={['w-full', className].filter(Boolean).join(' ')} />
}
