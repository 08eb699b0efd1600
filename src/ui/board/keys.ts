// The table's keyboard controls, listed by the keyboard help (KeysDialog) and docs/architecture.md.
/** The keys of the table. */
export const TABLE_KEYS: readonly [keys: string, what: string][] = [
  ['Tab, Shift+Tab', 'Move between your cards, the places on the table and the buttons.'],
  ['Enter or Space', 'Pick up a card in your hand; then, on a highlighted place, play it there.'],
  [
    'Enter on an attack (2-on-2 Battle)',
    'When it can hit either of your opponent’s Active Pokémon: a button for each gets the focus (Tab between them); Escape takes the attack back.',
  ],
  ['Enter on a Pokémon', 'Show it large with what you can do with it (its Ability, Retreat).'],
  [
    'Z',
    'Show the focused card large: any card, yours or your opponent’s, in play, in a discard pile or a question. A Pokémon in play shows its Energy, Tools, damage and HP left.',
  ],
  [
    'Escape',
    'Put back the card you picked up; close a large card or a dialog (what you picked up stays picked up); with nothing picked up, close the hint.',
  ],
  [
    'H',
    'What would you do? Expert’s suggestion for your decision, why, and two other options with your chances to win (not in the tutorial).',
  ],
  ['?', 'This list.'],
]
