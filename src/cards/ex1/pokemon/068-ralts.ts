import { attack, pokemon, weak } from '../../kit'
import { baseDamageIfEnergyAmountsDiffer } from '../../effects/energy'

/** ex1-68. Ralts: Link Blast hits hard only when both Active Pokémon carry the same amount of Energy. */
export const RALTS_68 = pokemon({
  id: 'ex1-68',
  name: 'Ralts',
  stage: 'basic',
  hp: 50,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Pound', ['colorless'], 10),
    attack('Link Blast', ['psychic', 'colorless'], 40, {
      text: "If Ralts and the Defending Pokémon have different amounts of Energy attached, this attack's base damage is 10 instead of 40.",
      effect: baseDamageIfEnergyAmountsDiffer(10),
    }),
  ],
})
