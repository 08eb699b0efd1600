import { ResultDialog } from '../decisions/ResultDialog'

/** The end of the tutorial: the duel is won. In place of the table's usual game-over dialog. */
export function Finish({
  title,
  text,
  onPlay,
  onReplay,
  onMenu,
}: {
  title: string
  text: string
  onPlay: () => void
  onReplay: () => void
  onMenu: () => void
}) {
  return (
    <ResultDialog
      titleId="tutorial-finish-title"
      title={title}
      text={text}
      long
      actions={[
        { label: 'Menu', onClick: onMenu },
        { label: 'Replay the tutorial', onClick: onReplay },
        { label: 'Play a real game', onClick: onPlay, primary: true },
      ]}
    />
  )
}
