/** What other modules' backends may import from the live module (with its shared/ folder); nothing else of it. */
export { isCreatorLive } from './services/live_sessions_service.js'
/** The creators whose live connection this process holds (with several processes, the leases it owns). */
export { heldLiveConnections } from './services/live_service.js'
