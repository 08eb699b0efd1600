/**
 * A card face drawn in HTML/SVG: the outer box (frame, tone, size) and the face of the card's kind. Each kind's
 * face has its own module (PokemonFace, TrainerFace, EnergyFace); the parts they share are in FaceParts and
 * AttackRow, the measures in face-layout.ts.
 */
import type { CardDef } from '../../engine'
import type { AbilityTerm } from './names'
import { cx, type CardSize, type Vars } from './face-layout'
import { frameOf, toneOf } from './frame'
import { PokemonFace } from './PokemonFace'
import { TrainerFace } from './TrainerFace'
import { EnergyFace } from './EnergyFace'
import './card.css'

export type { CardSize } from './face-layout'
export { CardBack } from './CardBack'

export interface CardFaceProps {
  def: CardDef
  /** mini ≈ 64 px wide (bench on phones), small ≈ 88 px (active on phones), hand ≈ 112 px, zoom ≈ 340 px. */
  size?: CardSize
  /** Extra classes for the outer box; a width class (w-full, w-24…) overrides the size's default width. */
  className?: string
  /** Label of the Ability block (the rule set's `abilityTerm`). Default "Ability". */
  rulesTerm?: AbilityTerm
  /**
   * The card lies in play with this HP now (effects counted: `SlotView.hp`). Shown instead of the printed HP, marked
   * when it differs; a Trainer played as a Pokémon (an Antique fossil) shows it like a Pokémon does.
   */
  hp?: number
  /**
   * Prize cards a Knock Out of this Pokémon gives now (`SlotView.prizes`, effects counted), shown on the zoomed face;
   * without it the printed rule's count (1, 2 or 3).
   */
  prizes?: number
  /**
   * Damage on the card in play: the HP figure then shows the HP left (HP now less the damage), in red, as Pokémon TCG
   * Live does; the printed or raised HP is in the zoom.
   */
  damage?: number
}

/** A card face drawn in HTML/SVG. Purely visual (aria-hidden): the parent names it (see cardAccessibleName). */
export function CardFace({ def, size = 'hand', className, rulesTerm = 'Ability', hp, prizes, damage }: CardFaceProps) {
  const style: Vars = { '--tc': toneOf(def) }
  return (
    <div
      className={cx('cf-card', className)}
      data-size={size}
      data-kind={def.kind}
      data-frame={frameOf(def)}
      data-rulebox={def.kind === 'pokemon' ? def.ruleBox : undefined}
      data-card={def.id}
      style={style}
      aria-hidden="true"
    >
      <div className="cf-face">
        {def.kind === 'pokemon' ? (
          <PokemonFace def={def} size={size} term={rulesTerm} hp={hp} prizes={prizes} damage={damage} />
        ) : def.kind === 'trainer' ? (
          <TrainerFace def={def} size={size} term={rulesTerm} hp={hp} damage={damage} />
        ) : (
          <EnergyFace def={def} size={size} />
        )}
      </div>
    </div>
  )
}
