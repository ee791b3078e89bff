/**
 * `@shell`: the SDK module frontends build on. Modules import from here, from their own
 * `shared/` folder and from libraries (react-admin, MUI), never from the shell's internals.
 */
export * from './manifest'
export { canAccess, matchesPath, ROLE_LABELS, type AccessRule, type AccessRules } from './access'
export {
  api,
  ApiError,
  errorMessage,
  newIdempotencyKey,
  retryOnTooManyRequests,
  type Query,
  type RequestOptions,
} from './api'
export {
  holdsPermission,
  session,
  useHoldsPermission,
  useSession,
  type AdminContext,
  type Session,
  type SessionStatus,
  type SessionUser,
} from './session'
export {
  useAuditCatalogue,
  useCanAccess,
  useContributions,
  useHasRoute,
  useDeclaredPermissions,
  useShell,
} from './registry'
export {
  contribute,
  extensionPoint,
  type Contribution,
  type ExtensionPoint,
} from '../../../backend/core/shared/extensions'
export { useToast, type Toast } from './notify'
export { SERVICE_TEXTS, type ServiceFigures, type ServiceText, type ServiceTextsLoader } from './serviceTexts'
export {
  currentLanguage,
  translate,
  useLanguage,
  useT,
  type Messages,
  type Translate,
  type TranslateOptions,
  type Translation,
} from './i18n'
export { downloadBlob, downloadFile } from './download'
export {
  displayTimeZone,
  formatCount,
  formatDate,
  formatDateTime,
  formatDiamonds,
  formatDuration,
  formatRelativeTime,
  formatTime,
  intlLocale,
} from './format'
export { PageHeader, type PageHeaderProps } from './ui/PageHeader'
export { POINTING_ICON } from './ui/pointing'
export { StatCard, StatCards, type StatCardProps, type StatCardsProps } from './ui/StatCard'
export { ExportMenu, type ExportMenuProps } from './ui/ExportMenu'
export { LastUpdated, RefreshControls, type RefreshControlsProps } from './ui/RefreshControls'
export { EmptyState, type EmptyStateProps } from './ui/EmptyState'
export { LoadingState } from './ui/LoadingState'
export { ErrorPanel } from './ui/ErrorPanel'
export { SearchField } from './ui/SearchField'
export { CardGridPage, type CardGridPageProps } from './ui/CardGridPage'
export { FormDialog, type FormDialogProps } from './ui/FormDialog'
export { PasswordField } from './ui/PasswordField'
export { CurrentPasswordField } from './ui/CurrentPasswordField'
export { usePush, usePushStatus } from './push/usePush'
export { connectivity, isNetworkError, useOnline } from './connectivity'
export { ConnectionBanner, type ConnectionBannerProps } from './ui/ConnectionBanner'
export { browserNotificationBlocker } from './browserNotifications'
export { useAsyncAction, useDebouncedValue, useDialogForm, useFormValues, type ActionOutcome } from './hooks'
export { useSettingsSave, type SettingsSaveHandler } from '../settings/saveRegistry'
