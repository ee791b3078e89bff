import { defineSetting } from '#core/settings/declaration'

/** The module's system settings (declared in the manifest, read with settingValue). */
export const SHOUTOUT_SETTINGS = {
  maxLength: defineSetting({
    key: 'shoutouts.maxLength',
    type: 'integer',
    default: 140,
    label: 'Shoutout Length',
    description: 'The longest shoutout a team may send.',
    min: 10,
    max: 500,
    unit: 'characters',
    section: 'general',
    editableBy: ['ADMIN'],
  }),
}
