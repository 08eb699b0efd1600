// The game store the table reads (src/store/game.ts; contract in src/store/game-contract.ts).
export { useGame } from '../store/game'
