import { defineSetting } from '#core/settings/declaration'

const ADMINS = ['ADMIN'] as const

/** How long live data that grows with traffic is kept (the analytics rollups keep the figures). */
export const LIVE_SETTINGS = {
  giftRetentionDays: defineSetting({
    key: 'live.giftRetentionDays',
    type: 'integer',
    default: 730,
    label: 'Gift Retention',
    description: 'Received gifts older than this are deleted (checked every hour); 0 keeps them forever.',
    min: 0,
    max: 36_500,
    unit: 'days',
    section: 'general',
    editableBy: ADMINS,
  }),
  chatTallyRetentionDays: defineSetting({
    key: 'live.chatTallyRetentionDays',
    type: 'integer',
    default: 365,
    label: 'Chat Tally Retention',
    description: 'Chat messages counted per day and sender older than this are deleted; 0 keeps them forever.',
    min: 0,
    max: 36_500,
    unit: 'days',
    section: 'general',
    editableBy: ADMINS,
  }),
}
