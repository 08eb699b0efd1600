import { attack, pokemon, resist } from '../../kit'
import { ifTailsDamagesItself } from '../../effects/coins'

export const ZAPDOS = pokemon({
  id: 'base1-16',
  name: 'Zapdos',
  stage: 'basic',
  hp: 90,
  types: ['lightning'],
  resistance: resist('fighting'),
  retreat: 3,
  attacks: [
    attack('Thunder', ['lightning', 'lightning', 'lightning', 'colorless'], 60, {
      text: 'Flip a coin. If tails, Zapdos also does 30 damage to itself.',
      effect: ifTailsDamagesItself(30),
    }),
    attack('Thunderbolt', ['lightning', 'lightning', 'lightning', 'lightning'], 100, {
      text: 'To use this attack, discard every Energy card attached to Zapdos.',
      payCost: (c) => c.discard(c.energyOn(c.self)),
    }),
  ],
})
