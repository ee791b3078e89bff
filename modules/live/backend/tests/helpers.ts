/** Live's test surface for other modules' tests: gifts at chosen times. */
export { LiveGiftFactory } from '../database/factories/live_gift_factory.js'
