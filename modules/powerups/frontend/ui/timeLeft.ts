import { translate as pageTranslate, type Translate } from '@shell'
import { timeLeft } from '../../shared/expiry-levels'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Short remaining time in the page language: '3d 4h', '5h 12m', '7m', '< 1m', 'Expired', 'No expiry'
 * (the units' letters are the catalog's, `powerups.expiry`).
 */
export function timeLeftText(expiresAt: string | null, now: number, translate: Translate = pageTranslate): string {
  const left = timeLeft(expiresAt, now)
  if (left === null) return translate('powerups.expiry.noExpiry')
  if (left <= 0) return translate('powerups.expiry.expired')
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  const minutes = Math.floor((left % HOUR) / MINUTE)
  if (days > 0) return translate(hours > 0 ? 'powerups.expiry.daysHours' : 'powerups.expiry.days', { days, hours })
  if (hours > 0) {
    return translate(minutes > 0 ? 'powerups.expiry.hoursMinutes' : 'powerups.expiry.hours', { hours, minutes })
  }
  return minutes > 0 ? translate('powerups.expiry.minutes', { minutes }) : translate('powerups.expiry.underMinute')
}
