import { trainer } from '../../kit'

/** sv3pt5-158. A Supporter: draw 2, then look at your face-down Prize cards. */
export const DAISYS_HELP = trainer('supporter', {
  id: 'sv3pt5-158',
  name: "Daisy's Help",
  text: 'Draw 2 cards. Then look at your face-down Prize cards (only you see them; they stay where they are).',
  play(c) {
    c.draw(2)
    c.lookAt(c.me.prizes, 'Prize cards')
  },
})
