/** Test helpers of the live screens; not shipped. */
import { renderSignedIn } from '@shell/test'

export { mockFetch } from '@shell/test'

/** Signs in and renders a live screen (see renderSignedIn of @shell/test). */
export const renderLive = renderSignedIn
