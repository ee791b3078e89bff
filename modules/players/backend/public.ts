/** What other modules' backends may import from the players module (with its shared/ folder); nothing else of it. */
export { createPlayer, findPlayerByName, requirePlayer } from './services/players_service.js'
