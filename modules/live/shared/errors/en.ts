/** English texts of the live module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    live: {
      changing_hands: 'The live connection is changing hands, try again in a few seconds',
      owner_unreachable:
        'The live connection is held by another server process that cannot be reached right now, try again shortly',
      forwarded_failure: 'The live command failed on the process that owns the connection',
      not_configured: 'TikTok username not configured',
      simulator_only: 'Only the simulator can do this',
      overlay_not_found: 'This overlay link does not exist or was revoked',
      ingest_busy: 'Too many gifts are waiting to be stored: retry in a moment',
      not_connected: 'Not connected to the live stream',
      not_live: 'User is not currently live on TikTok',
      rate_limited: 'Failed to connect to TikTok Live: rate limited, retrying in %{seconds} s',
      connect_failed: 'Failed to connect to TikTok Live: %{reason}',
    },
  },
}
