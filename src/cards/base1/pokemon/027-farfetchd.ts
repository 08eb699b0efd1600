import { attack, pokemon, resist, weak } from '../../kit'

export const FARFETCHD = pokemon({
  id: 'base1-27',
  name: "Farfetch'd",
  stage: 'basic',
  hp: 50,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Leek Slap', ['colorless'], 30, {
      text: "Flip a coin. If tails, this attack does nothing. Either way, Farfetch'd can't use this attack again for as long as it stays in play (going to the Bench doesn't reset it).",
      canUse: (c) => !c.hasMarker(c.self, 'leek-slap-used'),
      effect: (c) => {
        c.mark(c.self, { source: 'base1-27', key: 'leek-slap-used' })
        if (!c.flip()) c.cancelled = true
      },
    }),
    attack('Pot Smash', ['colorless', 'colorless', 'colorless'], 30),
  ],
})
