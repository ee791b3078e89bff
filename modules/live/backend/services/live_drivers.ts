import env from '#start/env'
import type { LiveDriverName } from '../../shared/live.js'
import type { LiveDriver } from '../drivers/driver.js'
import { SimulatorDriver } from '../drivers/simulator_driver.js'

/** TikTok allows only a few connects per minute per IP; stay below it across all creators. */
export const TIKTOK_CONNECTS_PER_MINUTE = 5
/** TikTok sends room statistics every few seconds: a minute of silence is a dead socket. */
export const TIKTOK_STALL_TIMEOUT_MS = 60_000

/** The process's simulated platform (one for every creator using it). */
export const simulator = new SimulatorDriver()

let tiktok: LiveDriver | null = null

/** The tiktok driver, loaded on first use (the connector is only imported when needed). */
async function tiktokDriver(): Promise<LiveDriver> {
  if (!tiktok) {
    const { TiktokDriver } = await import('../drivers/tiktok_driver.js')
    tiktok ??= new TiktokDriver({
      signApiUrl: env.get('SIGN_API_URL'),
      signApiKey: env.get('SIGN_API_KEY'),
      connectsPerMinute: TIKTOK_CONNECTS_PER_MINUTE,
      stallTimeoutMs: TIKTOK_STALL_TIMEOUT_MS,
    })
  }
  return tiktok
}

/** Replaces the tiktok driver (tests point it at a local stand-in of TikTok). */
export function useTiktokDriver(driver: LiveDriver | null) {
  tiktok = driver
}

/**
 * The driver of creators without their own setting: LIVE_DRIVER, else the simulator, so a fresh
 * install makes no outbound attempts until an operator chooses TikTok.
 */
export function defaultDriverName(): LiveDriverName {
  return env.get('LIVE_DRIVER') ?? 'simulator'
}

export async function driverByName(name: LiveDriverName): Promise<LiveDriver> {
  return name === 'simulator' ? simulator : tiktokDriver()
}
