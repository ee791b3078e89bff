/** What other modules' backends may import from the analytics module (with its shared/ folder); nothing else of it. */
export {
  addRecordedChat,
  addRecordedGifts,
  type RecordedChat,
  type RecordedGifts,
} from './services/recorded_figures.js'
