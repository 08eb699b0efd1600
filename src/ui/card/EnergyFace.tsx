/** The face of an Energy card: a basic Energy's big symbol and name, or a Special Energy's head, symbols and text. */
import type { EnergyDef } from '../../engine'
import { EnergySymbol } from './EnergySymbol'
import { fitBlock, fitSize } from './fit'
import { energyTypes } from './frame'
import { INNER, type CardSize } from './face-layout'
import { Art, KindAndName, Meta, RulesText } from './FaceParts'

export function EnergyFace({ def, size }: { def: EnergyDef; size: CardSize }) {
  const types = energyTypes(def)
  const main = types[0] ?? 'colorless'
  if (def.basic) {
    const nameSize = fitSize(def.name, INNER - 10, size === 'zoom' ? 7.6 : 11, size === 'zoom' ? 5 : 7.5, 1, 0.62)
    return (
      <div className="cf-energy-basic">
        {size === 'zoom' && (
          <span className="cf-kind" data-fit>
            Basic Energy
          </span>
        )}
        <span className="cf-energy-big">
          <EnergySymbol type={main} />
        </span>
        {size !== 'mini' && size !== 'small' && nameSize && (
          <span className="cf-energy-name" data-fit style={{ fontSize: `${nameSize}cqw` }}>
            {def.name}
          </span>
        )}
        {size === 'zoom' && <Meta def={def} />}
      </div>
    )
  }
  const text = def.text ?? ''
  const nameLines = size === 'zoom' ? 1 : size === 'hand' ? 2 : 3
  const nameSize =
    fitSize(
      def.name,
      INNER - 6,
      { mini: 14, small: 13, hand: 11, zoom: 7.6 }[size],
      { mini: 9, small: 8.5, hand: 8, zoom: 5 }[size],
      nameLines,
      0.62,
    ) ?? 8
  const handText = size === 'hand' && text ? fitBlock(text, INNER - 10, 50, 6.6, 5.6) : null
  const zoomText = size === 'zoom' && text ? (fitBlock(text, INNER - 12, 60, 4.3, 3.2) ?? 3.2) : null
  return (
    <>
      <KindAndName kind="Special Energy" name={def.name} nameSize={nameSize} />
      <Art type={null} seed={def.id}>
        <span className="cf-provides">
          {types.map((t, i) => (
            <EnergySymbol key={i} type={t} />
          ))}
        </span>
      </Art>
      <RulesText text={text} fontSize={handText ?? zoomText} />
      {size === 'zoom' && <Meta def={def} />}
    </>
  )
}
