import { useMemo, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { NavigationContext, type Navigation } from './navigation'

/** The signed-out pages inside the signed-in app (after a sign-out): they move with React Router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const { state } = useLocation()
  const navigation = useMemo<Navigation>(
    () => ({ state, navigate: (to, options) => void navigate(to, options) }),
    [navigate, state]
  )
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>
}
