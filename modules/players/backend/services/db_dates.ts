/** The timestamp helpers are the kernel's (backend/core/database/time.ts); this re-export goes once callers import them there. */
export { dbDate, dbIso, dbNow } from '#core/database/time'
