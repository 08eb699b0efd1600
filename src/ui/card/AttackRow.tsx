/** Attacks on a card face: the cost, the line with name and damage, the full row (Pokémon and Technical Machines). */
import type { ReactNode } from 'react'
import type { AttackDef, EnergyType } from '../../engine'
import { EnergySymbol } from './EnergySymbol'
import { fitSize } from './fit'
import { damageLabel } from './names'
import { INNER, cx, type CardSize } from './face-layout'

/** An attack's cost; more than two symbols wrap two to a row, unless `oneRow` (the small size's single line). */
function Cost({ cost, oneRow = false }: { cost: EnergyType[]; oneRow?: boolean }) {
  return (
    <span className={cx('cf-cost', !oneRow && cost.length > 2 && 'cf-cost--wrap')}>
      {cost.map((t, i) => (
        <EnergySymbol key={i} type={t} />
      ))}
    </span>
  )
}

/**
 * An attack's first line: its cost, its name (`children`) at the fitted size `fs` (cqw), and its damage. When no
 * size fits (`fs` null) the name is left out and a spacer keeps the damage on the right.
 */
function AttackLine({
  cost,
  fs,
  dmg,
  children,
}: {
  cost: ReactNode
  fs: number | null
  dmg: string
  children: ReactNode
}) {
  return (
    <div className="cf-atk-row">
      {cost}
      {fs ? (
        <span className="cf-atk-name" data-fit style={{ fontSize: `${fs}cqw` }}>
          {children}
        </span>
      ) : (
        <span className="flex-1" />
      )}
      {dmg && (
        <span className="cf-dmg" data-fit>
          {dmg}
        </span>
      )}
    </div>
  )
}

/** One attack at the hand size (cost, name on up to two lines, damage) or the zoom size (with its text). */
export function AttackRow({ a, size }: { a: AttackDef; size: CardSize }) {
  const dmg = damageLabel(a)
  if (size === 'zoom') {
    const costW = Math.max(1, a.cost.length) * 5.6 + 1
    const fs = fitSize(a.name, INNER - 9 - costW - dmg.length * 4.2 - 4, 5.4, 3.6, 1) ?? 3.6
    return (
      <div className="cf-attack">
        <AttackLine cost={<Cost cost={a.cost} />} fs={fs} dmg={dmg}>
          {a.name}
          {a.oncePerGame && <span className="cf-gx">{a.oncePerGame === 'gx' ? ' GX' : ' VSTAR'}</span>}
        </AttackLine>
        {a.text && (
          <p className="cf-text" data-fit>
            {a.text}
          </p>
        )}
      </div>
    )
  }
  // hand: cost (two per row), name on up to two lines, damage
  const costW = Math.min(2, Math.max(1, a.cost.length)) * 9 + 1
  const dmgW = dmg.length * 0.62 * 11.5
  const fs = fitSize(a.name, INNER - 8 - costW - dmgW - 4, 9.6, 7, 2)
  return (
    <div className="cf-attack">
      <AttackLine cost={<Cost cost={a.cost} />} fs={fs} dmg={dmg}>
        {a.name}
      </AttackLine>
    </div>
  )
}

/** The top attack in one line for the small size; the name is left out when it cannot fit. */
export function SmallAttack({ a }: { a: AttackDef }) {
  const dmg = damageLabel(a)
  const costW = a.cost.length * 9 + 1
  const fs = fitSize(a.name, INNER - 9 - costW - dmg.length * 7.2 - 4, 9, 7.6, 1)
  return (
    <div className="cf-body cf-body--small">
      <AttackLine cost={<Cost cost={a.cost} oneRow />} fs={fs} dmg={dmg}>
        {a.name}
      </AttackLine>
    </div>
  )
}
