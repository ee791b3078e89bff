import { App } from './App'
import modules from './modules'

/** The signed-in app with every enabled module: its own chunk, loaded after the sign-in page. */
export function AdminApp() {
  return <App modules={modules} />
}
