/** English texts of the webhooks module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    webhooks: {
      not_found: 'Webhook not found',
      too_many: 'You can have at most %{max} webhooks: delete one first',
      url_invalid: 'The URL must be a full http:// or https:// address',
      url_credentials: 'The URL must not contain a user name or password',
      unresolvable: 'The host %{host} could not be found',
      private_target:
        'This URL points to a private, local or reserved network address; webhooks are only sent to public addresses',
    },
  },
}
