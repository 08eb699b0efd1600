import { lazy, Suspense } from 'react'
import { StartScreen } from './ui/screens/StartScreen'
import { useNav } from './store/nav'
import { UpdateToast } from './ui/UpdateToast'
import { useDocumentSettings } from './ui/useDocumentSettings'
import { ScreenBoundary } from './ui/ScreenBoundary'

// Screens other than the start screen (table, tutorial, decks) arrive in later issues, each lazily loaded
// with React.lazy so the start screen stays within the size budget (scripts/size-budget.mjs).
const NewGameScreen = lazy(() => import('./ui/screens/NewGameScreen'))
const PlayScreen = lazy(() => import('./ui/screens/PlayScreen'))
const TutorialScreen = lazy(() => import('./ui/tutorial/TutorialScreen'))
const DecksScreen = lazy(() => import('./ui/decks/DecksScreen'))

// Dev/test page with every card face, opened with ?gallery (src/ui/card/CardGallery.tsx); lazy like the screens.
const CardGallery = lazy(() => import('./ui/card/CardGallery'))
const showGallery = new URLSearchParams(window.location.search).has('gallery')

function Loading() {
  return (
    <p
      role="status"
      className="grid min-h-dvh place-items-center font-display text-xl text-felt-800 dark:text-felt-100"
    >
      Shuffling…
    </p>
  )
}

export function App() {
  useDocumentSettings()
  const screen = useNav((s) => s.screen)
  const go = useNav((s) => s.go)
  if (showGallery)
    return (
      <Suspense fallback={<Loading />}>
        <CardGallery />
      </Suspense>
    )
  return (
    <>
      {/* Keyed by screen: a failure on one screen does not follow the player to the next one. */}
      <ScreenBoundary key={screen} onBack={() => go('start')}>
        {screen === 'start' ? (
          <StartScreen />
        ) : (
          <Suspense fallback={<Loading />}>
            {screen === 'new-game' ? (
              <NewGameScreen />
            ) : screen === 'tutorial' ? (
              <TutorialScreen />
            ) : screen === 'decks' ? (
              <DecksScreen />
            ) : (
              <PlayScreen />
            )}
          </Suspense>
        )}
      </ScreenBoundary>
      <UpdateToast />
    </>
  )
}
