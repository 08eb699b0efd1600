import { moreDamageForEach } from '../../effects/damage'
import { ifHeadsPreventAllEffectsToThis } from '../../effects/next-turn'
import { attack, pokemon, resist, weak } from '../../kit'

export const CRAMORANT = pokemon({
  id: 'swsh2-51',
  name: 'Cramorant',
  stage: 'basic',
  hp: 110,
  types: ['water'],
  weakness: weak('lightning'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Dive', ['water'], 20, {
      text: "Flip a coin. On heads, during your opponent's next turn, prevent every effect of attacks done to this Pokémon, damage included.",
      effect: ifHeadsPreventAllEffectsToThis,
    }),
    attack('Hydro Pump', ['colorless', 'colorless', 'colorless'], 50, {
      damageSuffix: '+',
      text: '20 more damage for each Water Energy attached to this Pokémon.',
      effect: moreDamageForEach(20, (c) => c.energyUnits(c.self, 'water')),
    }),
  ],
})
