/** Brazilian Portuguese texts of the webhooks module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    webhooks: {
      not_found: 'Webhook não encontrado',
      too_many: 'Você pode ter no máximo %{max} webhooks: exclua um primeiro',
      url_invalid: 'A URL deve ser um endereço completo com http:// ou https://',
      url_credentials: 'A URL não pode conter usuário nem senha',
      unresolvable: 'O host %{host} não foi encontrado',
      private_target:
        'Esta URL aponta para um endereço de rede privado, local ou reservado; webhooks só são enviados para endereços públicos',
    },
  },
}
