/**
 * The second click of a double click (or a third…): the browser counts clicks at one spot in `detail`. By then the
 * question that the first click answered has been replaced, so this click lands on a new question the player has
 * not read yet; an answer from it is ignored (issue 19, item 6). Keyboard activation has `detail` 0.
 */
export const isRepeatClick = (e?: { detail: number }): boolean => !!e && e.detail > 1
