/**
 * `sx` of an icon that points (back, next, undo, sign out): mirrored when the page reads right to
 * left (Arabic), so it still points the way the page goes.
 */
export const POINTING_ICON = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const
