import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergy } from '../../../engine'
import { healThis } from '../../effects/healing'

export const ALCREMIE = pokemon({
  id: 'swsh2-87',
  name: 'Alcremie',
  stage: 'stage1',
  evolvesFrom: 'Milcery',
  hp: 110,
  types: ['psychic'],
  weakness: weak('metal'),
  retreat: 1,
  attacks: [
    attack('Decorate', ['colorless'], 0, {
      text: 'Attach as many basic Energy cards from your hand as you like to your Pokémon, split among them as you choose.',
      *effect(c) {
        const energy = c.me.hand.filter((u) => isBasicEnergy(c.def(u)))
        const chosen = yield* c.chooseCards(energy, {
          text: 'Decorate: choose the basic Energy cards to attach',
          min: 0,
          max: energy.length,
        })
        for (const uid of chosen) {
          const to = yield* c.chooseSlot(c.allPokemon(c.seat), { text: `Attach ${c.def(uid).name} to which Pokémon?` })
          if (to) c.attach(uid, to)
        }
      },
    }),
    attack('Draining Kiss', ['psychic', 'colorless'], 50, {
      text: 'Heal 30 damage from this Pokémon.',
      effect: healThis(30),
    }),
  ],
})
