/** The rule set a deck is built for: the builder's header and the import dialog choose it the same way. */
import type { RuleSetId } from '../../engine'
import { DECK_RULES, RULES_LABEL } from './labels'

export function RuleSetSelect({
  id,
  value,
  onChange,
}: {
  id: string
  value: RuleSetId
  onChange(rules: RuleSetId): void
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value as RuleSetId)}
      className="rounded-lg border-2 border-felt-200 bg-white px-2 py-1.5 font-semibold dark:border-felt-600 dark:bg-felt-800"
    >
      {DECK_RULES.map((r) => (
        <option key={r} value={r}>
          {RULES_LABEL[r]}
        </option>
      ))}
    </select>
  )
}
