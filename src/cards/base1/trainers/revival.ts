import { classicTrainer } from '../../kit'
import { isBasicPokemon } from '../../effects/card-kinds'

/** base1-86 */
export const POKEMON_FLUTE = classicTrainer({
  id: 'base1-86',
  name: 'Pokémon Flute',
  text:
    "Put a Basic Pokémon card from your opponent's discard pile onto their Bench. " +
    "You can play this only if their discard pile has one and their Bench isn't full.",
  canPlay: (c) => c.benchRoom(c.opp) > 0 && c.cardsIn(c.opp, 'discard', isBasicPokemon).length > 0,
  *play(c) {
    const basics = c.cardsIn(c.opp, 'discard', isBasicPokemon)
    const [pick] = yield* c.chooseCards(basics, {
      text: "Choose a Basic Pokémon from your opponent's discard pile",
      min: 1,
      max: 1,
      publicOptions: true,
    })
    if (pick !== undefined) c.putOnBench(pick)
  },
})

/** base1-89 */
export const REVIVE = classicTrainer({
  id: 'base1-89',
  name: 'Revive',
  text:
    'Put a Basic Pokémon card from your discard pile onto your Bench with damage counters equal to half its HP, rounded ' +
    "down to the nearest 10. You can play this only if your discard pile has one and your Bench isn't full.",
  canPlay: (c) => c.benchRoom() > 0 && c.cardsIn(c.seat, 'discard', isBasicPokemon).length > 0,
  *play(c) {
    const basics = c.cardsIn(c.seat, 'discard', isBasicPokemon)
    const [pick] = yield* c.chooseCards(basics, {
      text: 'Choose a Basic Pokémon from your discard pile',
      min: 1,
      max: 1,
      publicOptions: true,
    })
    if (pick === undefined) return
    const d = c.def(pick)
    const ref = c.putOnBench(pick)
    if (d.kind === 'pokemon') c.putCounters(ref, Math.floor(d.hp / 20))
  },
})
