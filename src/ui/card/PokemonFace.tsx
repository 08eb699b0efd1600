/** The face of a Pokémon card at each size: name and HP, artwork, Abilities and attacks, footer, rule box. */
import { prizeValue, type AbilityDef, type PokemonDef, type RuleBox } from '../../engine'
import { EnergySymbol } from './EnergySymbol'
import { fitSize } from './fit'
import { STAGE_LABEL, abilityLabel, knockOutWords, ruleBoxText, type AbilityTerm } from './names'
import { INNER, cx, type CardSize } from './face-layout'
import { Art, HpFigure, Meta } from './FaceParts'
import { AttackRow, SmallAttack } from './AttackRow'
import { PokemonFooter } from './PokemonFooter'

/** The name with a rule-box suffix ("Pikachu ex", "Zacian V") styled apart. */
function NameText({ def }: { def: PokemonDef }) {
  const rb = def.ruleBox
  const suffixes = rb ? [rb === 'ex-classic' || rb === 'tera-ex' ? 'ex' : rb, rb === 'ex-classic' ? 'ex' : ''] : []
  const suffix = suffixes.find((s) => s && (def.name.endsWith(` ${s}`) || def.name.endsWith(`-${s}`)))
  if (!suffix) return <>{def.name}</>
  const base = def.name.slice(0, def.name.length - suffix.length)
  return (
    <>
      {base}
      <span className={cx('cf-suffix', suffix === 'ex' && 'cf-suffix--ex')}>{suffix}</span>
    </>
  )
}

/** The mark of the Sword & Shield rule boxes, drawn on the artwork of small faces (in play) so V and VMAX stand out. */
const MARK: Partial<Record<RuleBox, string>> = { V: 'V', VSTAR: 'VSTAR', VMAX: 'VMAX', 'V-UNION': 'V-UNION' }

/** An Ability (or Pokémon Power, VSTAR Power) as printed: a Pokémon's, or one a Pokémon Tool gives. */
export function AbilityBlock({ a, term, size }: { a: AbilityDef; term: AbilityTerm; size: CardSize }) {
  const label = abilityLabel(a, term)
  if (size === 'hand') {
    // The small face has room for one short word: "Ability", "Power" or (a Poké-Body) "Body".
    const tag = a.exKind === 'poke-body' ? 'Body' : term === 'Ability' && !a.exKind ? 'Ability' : 'Power'
    const fs = fitSize(a.name, INNER - 8 - tag.length * 0.62 * 5.6 - 8, 8.2, 6.4, 1)
    return (
      <div className="cf-ability">
        <span className="cf-ability-tag" data-fit>
          {tag}
        </span>
        {fs && (
          <span className="cf-ability-name" data-fit style={{ fontSize: `${fs}cqw` }}>
            {a.name}
          </span>
        )}
      </div>
    )
  }
  return (
    <div className="cf-ability">
      <div className="cf-ability-head">
        <span className="cf-ability-tag" data-fit>
          {label}
        </span>
        <span className="cf-ability-name" data-fit>
          {a.name}
        </span>
      </div>
      {a.text && (
        <p className="cf-text" data-fit>
          {a.text}
        </p>
      )}
    </div>
  )
}

/** How much running text a zoomed Pokémon carries, to pick a denser type size for long cards. */
function zoomDensity(def: PokemonDef): number {
  const chars =
    (def.abilities ?? []).reduce((n, a) => n + (a.text?.length ?? 0) + 40, 0) +
    def.attacks.reduce((n, a) => n + (a.text?.length ?? 0) + 50, 0) +
    (def.ruleBox ? 60 : 0)
  if (chars > 620) return 3
  if (chars > 470) return 2
  if (chars > 330) return 1
  return 0
}

export function PokemonFace({
  def,
  size,
  term,
  hp,
  damage,
  prizes,
}: {
  def: PokemonDef
  size: CardSize
  term: AbilityTerm
  hp?: number
  damage?: number
  prizes?: number
}) {
  const type = def.types[0] ?? 'colorless'
  const rule = ruleBoxText(def)
  const big = size === 'hand' || size === 'zoom'
  // name width: what the HP and the type symbols leave (font sizes as in card.css)
  const hpFont = { mini: 0, small: 12, hand: 10.5, zoom: 7 }[size]
  const typeFont = { mini: 0, small: 0, hand: 10, zoom: 7.5 }[size]
  const pad = { mini: 3.6, small: 3.4, hand: 3.2, zoom: 3 }[size]
  const hpW = hpFont ? String(hp ?? def.hp).length * 0.62 * hpFont + 0.9 * hpFont + 1.6 : 0
  const typesW = typeFont ? def.types.length * (typeFont + 0.6) + 1.6 : 0
  const nameMax = { mini: 16, small: 13, hand: 11.5, zoom: 7.4 }[size]
  const nameMin = { mini: 10, small: 9, hand: 8.4, zoom: 5.4 }[size]
  const box = INNER - 2 * pad - hpW
  let nameSize = fitSize(def.name, box - typesW, nameMax, nameMin, 1, 0.62)
  // a long name (rule-box suffixes) first takes the type symbols' room (they move onto the artwork), then wraps
  const typesInArt = big && nameSize === null
  let nameLines = 1
  if (nameSize === null) nameSize = fitSize(def.name, box, nameMax, nameMin, 1, 0.62)
  if (nameSize === null) {
    nameLines = 2
    nameSize = fitSize(def.name, box, nameMax, nameMin, 2, 0.62) ?? nameMin
  }
  const topAttack = def.attacks[0]
  const mark = def.ruleBox && (size === 'mini' || size === 'small') ? MARK[def.ruleBox] : undefined

  return (
    <>
      <div className="cf-head">
        {size === 'zoom' && (
          <div className="cf-stage-row">
            <span className="cf-stage" data-fit>
              {STAGE_LABEL[def.stage]}
            </span>
            {def.evolvesFrom && (
              <span className="cf-evolves" data-fit>
                Evolves from {def.evolvesFrom}
              </span>
            )}
          </div>
        )}
        <div className="cf-title">
          <span
            className={cx('cf-name', nameLines > 1 && 'cf-name--wrap')}
            data-fit
            style={{ fontSize: `${nameSize}cqw` }}
          >
            <NameText def={def} />
          </span>
          {size !== 'mini' && (
            <span className="cf-hp" data-fit>
              <span className="cf-hp-label">HP</span>
              <HpFigure printed={def.hp} now={hp} damage={damage} />
            </span>
          )}
          {big && !typesInArt && (
            <span className="cf-types">
              {def.types.map((t) => (
                <EnergySymbol key={t} type={t} />
              ))}
            </span>
          )}
        </div>
      </div>
      <Art type={type} seed={def.id}>
        {typesInArt && (
          <span className="cf-types cf-types--art">
            {def.types.map((t) => (
              <EnergySymbol key={t} type={t} />
            ))}
          </span>
        )}
        {size === 'hand' && def.stage !== 'basic' && (
          <span className="cf-stage cf-stage--badge" data-fit>
            {STAGE_LABEL[def.stage]}
          </span>
        )}
        {mark && (
          <span className="cf-mark" data-fit>
            {mark}
          </span>
        )}
        {size === 'mini' && (
          <span className="cf-hp cf-hp--badge" data-fit>
            <HpFigure printed={def.hp} now={hp} damage={damage} />
            <span className="cf-hp-label">HP</span>
          </span>
        )}
      </Art>
      {big && (
        <div className="cf-body" data-density={size === 'zoom' ? zoomDensity(def) : undefined}>
          {def.abilities?.map((a) => (
            <AbilityBlock key={a.name} a={a} term={term} size={size} />
          ))}
          {def.attacks.map((a) => (
            <AttackRow key={a.name} a={a} size={size} />
          ))}
        </div>
      )}
      {size === 'small' && topAttack && <SmallAttack a={topAttack} />}
      {big && <PokemonFooter def={def} size={size} />}
      {big && rule && (
        <div className="cf-rule" data-fit>
          {size === 'zoom' ? (
            <>
              <b>{rule.title}:</b> {rule.text}
            </>
          ) : (
            rule.title
          )}
        </div>
      )}
      {size === 'zoom' && (
        <Meta
          def={def}
          lead={
            <span className="cf-ko" data-prizes={prizes ?? prizeValue(def)}>
              {knockOutWords(prizes ?? prizeValue(def))}
            </span>
          }
        />
      )}
    </>
  )
}
