/** What other modules' backends may import from the moderators module (with its shared/ folder); nothing else of it. */
export { moderatorByTiktokUsername } from './services/moderator_permissions.js'
