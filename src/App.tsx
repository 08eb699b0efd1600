import { StartScreen } from './ui/screens/StartScreen'
import { UpdateToast } from './ui/UpdateToast'
import { useDocumentSettings } from './ui/useDocumentSettings'

// Screens other than the start screen (table, tutorial, decks) arrive in later issues, each lazily loaded
// with React.lazy so the start screen stays within the size budget (scripts/size-budget.mjs).
export function App() {
  useDocumentSettings()
  return (
    <>
      <StartScreen />
      <UpdateToast />
    </>
  )
}
