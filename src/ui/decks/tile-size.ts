/** The card browser's tile measures (CardTile draws them, the grid lays them out). */
/** The narrowest a tile gets (the grid widens tiles to fill a row). */
export const MIN_TILE_WIDTH = 84
/** The height of the − count + row under the face. */
export const STEP_ROW = 36
/** A tile's height for its width: the face (63:88), and the buttons under it when a deck is open. */
export const tileHeight = (width: number, withButtons: boolean) =>
  Math.ceil((width * 88) / 63) + (withButtons ? STEP_ROW : 0)
