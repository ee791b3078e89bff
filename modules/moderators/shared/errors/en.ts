/** English texts of the moderators module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    moderators: {
      tiktok_taken: 'A moderator with this TikTok username already exists',
      already_moderator: 'This player is already a moderator',
      account_taken: 'An account with this username or email already exists',
      no_free_username: 'Could not find a free username; pass one',
      not_found: 'Moderator not found',
      password_first: 'Set a password with Reset Password before activating this moderator',
      needs_credentials: 'A moderator account needs a username, email and password',
    },
  },
}
