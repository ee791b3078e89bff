import { defineSetting } from '#core/settings/declaration'

/** How long notices are kept, read or not. */
export const NOTICE_SETTINGS = {
  noticeRetentionDays: defineSetting({
    key: 'notifications.noticeRetentionDays',
    type: 'integer',
    default: 90,
    label: 'Notice Retention',
    description: 'Notices older than this are deleted (checked every hour); 0 keeps them forever.',
    min: 0,
    max: 36_500,
    unit: 'days',
    section: 'general',
    editableBy: ['ADMIN'],
  }),
}
