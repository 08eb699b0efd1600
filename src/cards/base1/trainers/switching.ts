import { classicTrainer } from '../../kit'

/** base1-78 */
export const SCOOP_UP = classicTrainer({
  id: 'base1-78',
  name: 'Scoop Up',
  text:
    'Choose one of your Pokémon in play. Put its Basic Pokémon card into your hand and discard every card attached to it ' +
    '(Evolution cards included). If it was your Active Pokémon, choose a new one from your Bench. ' +
    'You can play this only if you have at least 2 Pokémon in play.',
  canPlay: (c) => c.allPokemon(c.seat).length >= 2,
  *play(c) {
    const ref = yield* c.chooseSlot(c.allPokemon(c.seat), { text: 'Choose one of your Pokémon to pick up' })
    if (!ref) return
    const basic = c.stackOf(ref)[0]!
    c.removeFromPlay(ref, 'discard')
    c.moveTo(basic, 'hand')
    yield* c.promoteIfNeeded()
  },
})

/** base1-93 */
export const GUST_OF_WIND = classicTrainer({
  id: 'base1-93',
  name: 'Gust of Wind',
  text: "Choose one of your opponent's Benched Pokémon and switch it with their Active Pokémon. You can play this only if they have a Benched Pokémon.",
  canPlay: (c) => c.benched(c.opp).length > 0,
  *play(c) {
    yield* c.switchActive(c.opp, c.seat, "Choose one of your opponent's Benched Pokémon to become their Active Pokémon")
  },
})

/** base1-95 */
export const SWITCH = classicTrainer({
  id: 'base1-95',
  name: 'Switch',
  text: 'Switch your Active Pokémon with one of your Benched Pokémon. You can play this only if you have a Benched Pokémon.',
  canPlay: (c) => c.benched(c.seat).length > 0,
  *play(c) {
    yield* c.switchActive(c.seat)
  },
})
