import { useEffect } from 'react'

/** The browser tab reads '<screen> · <site name>', or the site name alone between screens. */
let siteName = 'Powerdeck'
let screen: string | null = null

const apply = () => {
  document.title = screen ? `${screen} · ${siteName}` : siteName
}

/** The site name from the system settings (General: Site Name). */
export function setSiteTitle(name: string) {
  siteName = name
  apply()
}

/** Names the tab after the screen while it is shown ('Live Kiosk · Powerdeck'). */
export function useScreenTitle(title: string | null) {
  useEffect(() => {
    if (!title) return
    screen = title
    apply()
    return () => {
      if (screen !== title) return
      screen = null
      apply()
    }
  }, [title])
}
