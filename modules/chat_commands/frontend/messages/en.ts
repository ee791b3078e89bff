/** The chat command screens in English: the source shape of the other languages' catalogs. */
const en = {
  chat_commands: {
    permissions: {
      chat_commands: { label: 'Chat Commands', description: 'Use chat commands' },
    },
    streamLanguage: {
      label: 'Stream language',
      help: 'Chat command replies (!status…) are written in this language.',
      saved: 'Stream language saved',
      saveFailed: 'The stream language could not be saved',
    },
    section: {
      title: 'Chat Commands',
      adminViewTitle: 'Admin View',
      adminViewBody:
        'Creators choose which chat commands run during their streams. Impersonate a creator to see their choice.',
      intro:
        'Grant commands work for your moderators with the Chat Commands and Grant Powerups permissions, matched by their TikTok username.',
      onlyCreator: 'Only the creator can switch commands.',
      grantDescription: '@user %{trigger} gives the player one %{powerup} (moderators)',
      statusDescription: "All players' powerups (everyone)",
      statusNowDescription: "Active players' powerups (everyone)",
      saved: 'Settings saved',
      switchedOn: '%{trigger} is on.',
      switchedOff: '%{trigger} is off.',
      saveFailed: 'Failed to save settings',
    },
    feed: {
      title: 'Chat Commands',
      empty: 'Commands from the live chat (@user !glove, !status...) show up here.',
      outcomes: {
        granted: 'granted',
        answered: 'answered',
        denied: 'denied',
        disabled: 'disabled',
        invalid: 'invalid',
        failed: 'failed',
      },
    },
  },
}
export default en
export type ChatCommandsMessages = typeof en
