import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react'

/**
 * How the signed-out pages move between paths, without React Router (its code stays out of the first
 * load): by default the browser's history, which the entry's small router follows (usePathname);
 * inside the signed-in app, React Router's (RouterNavigation).
 */
export interface Navigation {
  /** The state the current entry was pushed with (react-admin's `nextPathname` after a guard). */
  state: unknown
  navigate(to: string, options?: { replace?: boolean }): void
}

const listeners = new Set<() => void>()

const browserNavigation: Navigation = {
  state: null,
  navigate(to, { replace = false } = {}) {
    if (replace) window.history.replaceState(null, '', to)
    else window.history.pushState(null, '', to)
    for (const listener of listeners) listener()
  },
}

export const NavigationContext = createContext<Navigation>(browserNavigation)

export const useNavigation = () => useContext(NavigationContext)

/**
 * The browser's path, following browserNavigation and Back/Forward. The change is a transition:
 * the page on screen stays until the next one (maybe a lazy chunk) is ready.
 */
export function usePathname(): string {
  const [pathname, setPathname] = useState(() => window.location.pathname)
  useEffect(() => {
    const update = () => startTransition(() => setPathname(window.location.pathname))
    listeners.add(update)
    window.addEventListener('popstate', update)
    update() // a child's effect (Redirect) may have moved before this one ran
    return () => {
      listeners.delete(update)
      window.removeEventListener('popstate', update)
    }
  }, [])
  return pathname
}

/** Replaces the current path with `to` once rendered. */
export function Redirect({ to }: { to: string }) {
  const { navigate } = useNavigation()
  useEffect(() => navigate(to, { replace: true }), [navigate, to])
  return null
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** A link to another path of the app, followed in place (a modified click opens it as usual). */
export function NavLink({ to, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  const { navigate } = useNavigation()
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        if (!plainClick(event)) return
        event.preventDefault()
        navigate(to)
      }}
    />
  )
}
