import type { EffectCtx, Uid } from '../../../engine'
import { trainer } from '../../kit'

/** Every Pokémon Tool attached to a Pokémon in play, both players' (a Technical Machine is a Tool too). */
const toolsInPlay = (c: EffectCtx): Uid[] =>
  [c.seat, c.opp].flatMap((s) =>
    c.allPokemon(s).flatMap((r) =>
      c.toolsOn(r).filter((u) => {
        const d = c.def(u)
        return d.kind === 'trainer' && (d.trainerKind === 'tool' || d.trainerKind === 'tm')
      }),
    ),
  )

/** swsh2-168. An Item: discard 1 or 2 Pokémon Tools from any Pokémon in play. */
export const TOOL_SCRAPPER = trainer('item', {
  id: 'swsh2-168',
  name: 'Tool Scrapper',
  text:
    "Choose 1 or 2 Pokémon Tools attached to Pokémon in play (yours or your opponent's) and discard them. You can play " +
    'this only if a Pokémon in play has a Tool attached.',
  canPlay: (c) => toolsInPlay(c).length > 0,
  *play(c) {
    const picks = yield* c.chooseCards(toolsInPlay(c), {
      text: 'Choose up to 2 Pokémon Tools to discard',
      min: 1,
      max: 2,
      publicOptions: true,
    })
    c.discard(picks)
  },
})
