/** The foot of a Pokémon card: Weakness, Resistance and Retreat Cost (labelled where there is room). */
import type { ReactNode } from 'react'
import type { PokemonDef, TypeModifier } from '../../engine'
import { EnergySymbol } from './EnergySymbol'
import type { CardSize } from './face-layout'

function modifierLabel(m: TypeModifier): string {
  if (m.op === '×') return `×${m.value ?? 2}`
  if (m.op === '+') return `+${m.value ?? 10}`
  return `−${m.value ?? 30}`
}

function Modifiers({ list }: { list?: TypeModifier[] }) {
  if (!list?.length) return <span className="cf-none">—</span>
  return (
    <>
      {list.map((m, i) => (
        <span key={i} className="cf-mod">
          <EnergySymbol type={m.type} />
          <span data-fit>{modifierLabel(m)}</span>
        </span>
      ))}
    </>
  )
}

function Retreat({ n, canRetreat = true }: { n: number; canRetreat?: boolean }) {
  if (!canRetreat) return <span className="cf-none">—</span>
  if (n === 0) return <span className="cf-none">0</span>
  return (
    <span className="cf-retreat">
      {Array.from({ length: n }, (_, i) => (
        <EnergySymbol key={i} type="colorless" />
      ))}
    </span>
  )
}

/** One value of the footer; its label is printed only where there is room for it (`null`: no label). */
function FootCell({ label, children }: { label: string | null; children: ReactNode }) {
  return (
    <div className="cf-foot-cell">
      {label && <span className="cf-foot-label">{label}</span>}
      <span className="cf-foot-val">{children}</span>
    </div>
  )
}

export function PokemonFooter({ def, size }: { def: PokemonDef; size: CardSize }) {
  const labels = size === 'zoom'
  return (
    <div className="cf-foot">
      <FootCell label={labels ? 'Weakness' : null}>
        <Modifiers list={def.weakness} />
      </FootCell>
      <FootCell label={labels ? 'Resistance' : null}>
        <Modifiers list={def.resistance} />
      </FootCell>
      <FootCell label={labels ? 'Retreat' : null}>
        <Retreat n={def.retreat} />
      </FootCell>
    </div>
  )
}
