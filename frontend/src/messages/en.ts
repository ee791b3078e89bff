/**
 * The shell's English texts (layout, sign-in pages, dashboard frame, shared UI pieces; the Settings
 * page's are in settings/en.ts): the source shape of the other languages' catalogs
 * (`satisfies Translation<ShellMessages>`). The sign-in page loads this file only.
 */
const en = {
  shell: {
    loading: 'Loading',
    roles: { admin: 'Admin', creator: 'Creator', moderator: 'Moderator' },
    menu: {
      dashboard: 'Dashboard',
      mainNavigation: 'Main navigation',
      systemSettings: 'System Settings',
      mySettings: 'My Settings',
    },
    header: {
      workingFor: 'Working for',
      adminBadge: 'ADMIN',
      accountMenu: 'Account menu',
      roleFor: '%{role} for %{creator}',
      mySettings: 'My Settings',
      logout: 'Logout',
    },
    source: { link: 'Source code', notice: 'Powerdeck is free software under the GNU AGPL.' },
    update: { title: 'New version available', body: 'Reload to update Powerdeck.', reload: 'Reload' },
    impersonation: { viewingAs: 'Viewing as %{name}', exit: 'Exit Impersonation' },
    dashboard: {
      titles: { admin: 'Admin Dashboard', creator: 'Creator Dashboard', moderator: 'Moderator Dashboard' },
      welcome: 'Welcome back, %{name}',
      tabs: { overview: 'Overview', monitoring: 'System Monitoring', activity: 'My Activity' },
      emptyTitle: 'Nothing to show yet',
      emptyDescription: 'Widgets appear here as features are enabled.',
    },
    notFound: {
      title: 'Page Not Found',
      description: 'The page you are looking for does not exist or has been moved.',
      home: 'Go to Dashboard',
      back: 'Go Back',
    },
    error: {
      title: 'Unexpected Application Error!',
      fallback: 'Something went wrong.',
      retry: 'Try Again',
      home: 'Go to Dashboard',
    },
    mui: { open: 'Open', clear: 'Clear', noOptions: 'No options' },
    language: { label: 'Language' },
    auth: {
      signIn: {
        title: 'Sign In',
        subtitle: 'Enter your credentials to access your workspace',
        identifier: 'Email or Username',
        password: 'Password',
        twoFactorCode: '2FA Code (Optional)',
        submit: 'Sign In',
        submitting: 'Signing in...',
        forgotPassword: 'Forgot password?',
        needAccess: 'Need access? Contact your Creator Administrator',
        failed: 'Sign in failed',
        unexpected: 'An unexpected error occurred',
        welcome: 'Welcome back!',
        signedInAs: 'Signed in as %{name}',
        identifierRequired: 'Email or username is required',
        passwordRequired: 'Password is required',
        twoFactorTooLong: '2FA code is at most %{max} characters',
      },
      forgot: {
        title: 'Forgot password?',
        subtitle: 'Passwords are reset by your administrator',
        moderators: 'Moderators: ask the creator you work for to reset your password from My Moderators.',
        creators:
          'Creators: ask your Creator Administrator (a Powerdeck admin) to set a new password from Creator Management.',
        back: 'Back to Sign In',
      },
    },
    ui: {
      tryAgain: 'Try Again',
      cancel: 'Cancel',
      saving: 'Saving...',
      backToDashboard: 'Back to Dashboard',
      export: 'Export',
      autoRefresh: 'Auto-refresh',
      refresh: 'Refresh',
      lastUpdated: 'Last updated %{time}',
      lastUpdatedRefreshing: 'Last updated %{time}, refreshing every %{seconds} seconds',
      password: 'Password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
    },
    connection: {
      offlineTitle: "You're offline",
      offline: 'Changes will be sent when the connection returns. Reconnecting…',
      offlinePending: 'Changes will be sent when the connection returns. Reconnecting… (%{pending})',
      sending: 'Back online: sending %{pending}…',
      liveDropped: 'Live updates paused. Reconnecting…',
    },
    browserNotifications: {
      unsupported: 'This browser does not support notifications.',
      blocked: 'Notifications are blocked for this site in the browser settings.',
    },
    format: {
      never: 'Never',
      justNow: 'Just now',
    },
  },
}

export default en
export type ShellMessages = typeof en
