/** What other modules' backends may import from the analytics module (with its shared/ folder); nothing else of it. */
export { addRecordedGifts, type RecordedGifts } from './services/recorded_gifts.js'
