/** Brazilian Portuguese texts of the moderators module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    moderators: {
      tiktok_taken: 'Já existe um moderador com este usuário do TikTok',
      already_moderator: 'Este jogador já é moderador',
      account_taken: 'Já existe uma conta com este usuário ou e-mail',
      no_free_username: 'Não achamos um nome de usuário livre; informe um',
      not_found: 'Moderador não encontrado',
      password_first: 'Defina uma senha em Redefinir senha antes de ativar este moderador',
      needs_credentials: 'Uma conta de moderador precisa de usuário, e-mail e senha',
    },
  },
}
