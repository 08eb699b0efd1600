import { attack, pokemon, resist, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const GALARIAN_RAPIDASH = pokemon({
  id: 'swsh1-82',
  name: 'Galarian Rapidash',
  stage: 'stage1',
  evolvesFrom: 'Galarian Ponyta',
  hp: 100,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Pastel Veil',
      text: 'None of your Pokémon can have Special Conditions: they lose any they have, and new ones are not applied.',
      hooks: {
        preventCondition: () => true,
        othersPreventCondition: (h, target) => target.seat === h.owner,
      },
    },
  ],
  attacks: [
    attack('Psychic', ['psychic', 'colorless'], 30, {
      damageSuffix: '+',
      text: "30 more damage for each Energy attached to your opponent's Active Pokémon (a card that gives 2 Energy counts 2).",
      effect: moreDamageForEach(30, (c) => c.energyUnits(c.defending)),
    }),
  ],
})
