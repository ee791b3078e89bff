/**
 * In-app notices (Settings → Notifications): stored per user, created by events of the creator's
 * roster and ledger when that user's switch is on, shown in the header's bell.
 */

/** What a notice is about, and the notification switch that allows it. */
export const NOTICE_KINDS = ['new_player', 'powerup_expiry'] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/** What a notice's text is made of: the player, and for expiring powerups their count, name and hours left. */
export interface NoticeParams {
  player: string
  count?: number
  powerup?: string
  hours?: number
}

export interface NoticeDto {
  id: number
  kind: NoticeKind
  title: string
  message: string
  /** The values of `message`, to write it in the reader's language (null on notices made before they were kept). */
  params?: NoticeParams | null
  /** The screen it is about (a player's page). */
  link: string | null
  read: boolean
  createdAt: string
}

/** GET /api/notifications: the newest notices and how many are unread. */
export interface NoticesResponse {
  success: true
  notices: NoticeDto[]
  unreadCount: number
  /** Whether the user turned Push Notifications on (the browser shows new notices as system notifications). */
  browserPush: boolean
}

/** POST /api/notifications/read: the given notices, or every one when `ids` is absent. */
export interface MarkNoticesReadRequest {
  ids?: number[]
}

export const NOTICE_LIST_LIMIT = 20
export const NOTICE_IDS_MAX = 100

export const NOTICE_TITLES: Record<NoticeKind, string> = {
  new_player: 'New player',
  powerup_expiry: 'Powerups expiring soon',
}
