import { attack, pokemon, weak } from '../../kit'
import { damageToOpponentsPokemon } from '../../effects/damage'

/** ex1-21. Seaking: Water Arrow picks its target among all of the opponent's Pokémon. */
export const SEAKING = pokemon({
  id: 'ex1-21',
  name: 'Seaking',
  stage: 'stage1',
  evolvesFrom: 'Goldeen',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 0,
  attacks: [
    attack('Water Arrow', ['water'], 0, {
      text: "20 damage to 1 of your opponent's Pokémon of your choice (no Weakness or Resistance for a Benched one).",
      *effect(c) {
        yield* damageToOpponentsPokemon(c, 20)
      },
    }),
    // Its effect moves Energy between two Defending Pokémon: the 2-on-2 variant only (docs/rulings).
    attack('Fast Stream', ['colorless', 'colorless'], 30, {
      text:
        'Move an Energy card attached to the Defending Pokémon to the other Defending Pokémon (nothing if your ' +
        'opponent has only 1 Defending Pokémon).',
      *effect(c) {
        c.dealDamage()
        // Only a 2-on-2 Battle has another Defending Pokémon (seed 003 Appendix A); Seaking's player picks the card.
        const other = c.eachDefending.find((ref) => ref.zone === 'active' && ref.spot === 1)
        if (!other || !c.exists(c.defending) || c.protectedFromEffects(c.defending)) return
        const [uid] = yield* c.chooseCards(c.energyOn(c.defending), {
          text: 'Fast Stream: move which Energy card to the other Defending Pokémon?',
          min: 1,
          max: 1,
          publicOptions: true,
        })
        if (uid !== undefined) c.attach(uid, other)
      },
    }),
  ],
})
