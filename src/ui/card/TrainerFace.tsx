/**
 * The face of a Trainer card: kind and name, the kind's emblem, rules text, a Tool's Ability (Sky Seal Stone), a
 * Technical Machine's attack.
 */
import type { TrainerDef } from '../../engine'
import { trainerGlyph, type TrainerEmblem } from './glyphs'
import { fitBlock, fitSize } from './fit'
import { trainerKindLabel, type AbilityTerm } from './names'
import { INNER, type CardSize } from './face-layout'
import { Art, HpFigure, KindAndName, Meta, RulesText } from './FaceParts'
import { AttackRow } from './AttackRow'
import { AbilityBlock } from './PokemonFace'

/** The reminder of the kind's rule printed at the foot of a zoomed Trainer. */
function trainerRule(def: TrainerDef, term: AbilityTerm): string {
  void term
  if (def.classic) return 'Trainer: you may play as many Trainer cards as you like during your turn.'
  switch (def.trainerKind) {
    case 'item':
      return 'You may play any number of Item cards during your turn.'
    case 'supporter':
      return 'You may play only 1 Supporter card during your turn.'
    case 'stadium':
      return 'You may play only 1 Stadium card during your turn. It stays in play until another Stadium replaces it.'
    case 'tool':
      return 'Attach a Pokémon Tool to 1 of your Pokémon that doesn’t already have a Tool attached.'
    case 'tm':
      return 'Attach this card to 1 of your Pokémon. It gives that Pokémon the attack above.'
  }
}

export function TrainerFace({
  def,
  size,
  term,
  hp,
  damage,
}: {
  def: TrainerDef
  size: CardSize
  term: AbilityTerm
  hp?: number
  damage?: number
}) {
  const emblem: TrainerEmblem = def.classic ? 'classic' : def.trainerKind
  const kind = trainerKindLabel(def)
  const text = def.text ?? ''
  const nameLines = size === 'zoom' ? 1 : size === 'hand' ? 2 : 3
  const nameMax = { mini: 14, small: 13, hand: 11, zoom: 7.6 }[size]
  const nameMin = { mini: 9, small: 8.5, hand: 8, zoom: 5 }[size]
  const nameSize = fitSize(def.name, INNER - 6, nameMax, nameMin, nameLines, 0.62) ?? nameMin
  // hand: the rules text only if it fits the text box at a readable size
  const handText = size === 'hand' && text ? fitBlock(text, INNER - 10, 66, 6.6, 5.6) : null
  const zoomText = size === 'zoom' && text ? (fitBlock(text, INNER - 12, 70, 4.3, 3.2) ?? 3.2) : null
  const pdoll = def.playAsPokemon

  return (
    <>
      <KindAndName kind={kind} name={def.name} nameSize={nameSize}>
        {size === 'zoom' && pdoll && (
          <span className="cf-hp" data-fit>
            <span className="cf-hp-label">HP</span>
            <HpFigure printed={pdoll.hp} now={hp} damage={damage} />
          </span>
        )}
      </KindAndName>
      <Art type={null} seed={def.id}>
        <svg className="cf-emblem" viewBox="0 0 24 24" aria-hidden="true" style={{ left: '50%' }}>
          <circle
            cx="12"
            cy="12"
            r="11"
            fill="#fff"
            fillOpacity="0.14"
            stroke="#fff"
            strokeOpacity="0.5"
            strokeWidth="0.6"
          />
          <g transform="translate(3.6 3.6) scale(0.7)">{trainerGlyph(emblem, '#fff')}</g>
        </svg>
        {pdoll && hp !== undefined && size !== 'zoom' && (
          <span className="cf-hp cf-hp--badge" data-fit>
            <HpFigure printed={pdoll.hp} now={hp} damage={damage} />
            <span className="cf-hp-label">HP</span>
          </span>
        )}
      </Art>
      <RulesText text={text} fontSize={handText ?? zoomText}>
        {size === 'zoom' && def.abilities?.map((a) => <AbilityBlock key={a.name} a={a} term={term} size="zoom" />)}
        {size === 'zoom' && def.attacks?.map((a) => <AttackRow key={a.name} a={a} size="zoom" />)}
      </RulesText>
      {size === 'zoom' && (
        <div className="cf-rule cf-rule--trainer" data-fit>
          {trainerRule(def, term)}
        </div>
      )}
      {size === 'zoom' && <Meta def={def} />}
    </>
  )
}
