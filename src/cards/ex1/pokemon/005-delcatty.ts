import { attack, pokemon, weak } from '../../kit'
import { drawUpTo } from '../../effects/cards-in-hand'
import { hasNoSpecialCondition } from '../../effects/powers'

/**
 * ex1-5. Delcatty: its Poké-Power Energy Draw trades an Energy card from the hand for up to 3 cards; Max Energy
 * Source does 10 for each Energy on your Active Pokémon.
 */
export const DELCATTY_5 = pokemon({
  id: 'ex1-5',
  name: 'Delcatty',
  stage: 'stage1',
  evolvesFrom: 'Skitty',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Energy Draw',
      exKind: 'poke-power',
      oncePerTurn: true,
      text: 'Once during your turn (before your attack), you may discard an Energy card from your hand, then draw up to 3 cards. Not while Delcatty has a Special Condition.',
      canUse: (c) =>
        hasNoSpecialCondition(c, c.self) && c.cardsIn(c.seat, 'hand', (d) => d.kind === 'energy').length > 0,
      *use(c) {
        const [card] = yield* c.chooseCards(
          c.cardsIn(c.seat, 'hand', (d) => d.kind === 'energy'),
          // a choice from the hand: the opponent does not see the Energy cards it holds (the discarded one, once discarded)
          { text: 'Energy Draw: discard which Energy card from your hand?', min: 1, max: 1 },
        )
        if (card === undefined) return
        c.discard([card])
        yield* drawUpTo(c, 3, 'Energy Draw')
      },
    },
  ],
  attacks: [
    attack('Max Energy Source', ['colorless'], 10, {
      damageSuffix: '×',
      text: 'Does 10 damage for each Energy attached to all of your Active Pokémon.',
      effect(c) {
        // "All of your Active Pokémon": both in a 2-on-2 Battle (seed 003 Appendix A), the one in 1-on-1.
        c.damage *= c.activePokemon(c.seat).reduce((n, ref) => n + c.energyUnits(ref), 0)
      },
    }),
  ],
})
