/** Brazilian Portuguese texts of the admin module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    admin: {
      admin_not_found: 'Admin não encontrado',
      last_admin: 'Por segurança, pelo menos um admin precisa continuar no sistema.',
      cannot_deactivate_self: 'Você não pode desativar sua própria conta de admin.',
      cannot_delete_self: 'Você não pode excluir sua própria conta de admin.',
      impersonation_inactive_creator: 'Ative o criador antes de entrar como ele',
      not_impersonating: 'Esta sessão não é uma personificação',
      impersonation_ended: 'Esta personificação já terminou',
      import_unreadable_csv: 'Não dá para ler o arquivo CSV: %{reason}',
      import_unknown_column: 'Coluna CSV desconhecida %{columns}: as colunas são %{known}',
      import_repeated_column: 'O cabeçalho do CSV repete "%{column}": as colunas são %{known}',
      import_missing_columns: 'Falta %{columns} no cabeçalho do CSV: as colunas são %{known}',
      import_unreadable_json: 'Não dá para ler o arquivo JSON: %{reason}',
      import_not_array: 'O arquivo JSON deve ter uma lista de criadores',
      import_empty: 'O arquivo não tem criadores',
      import_too_many: 'Um arquivo pode ter no máximo %{max} criadores; divida-o',
      import_taken_meanwhile:
        'Enquanto isso, um e-mail ou usuário do arquivo foi usado; nada foi criado. Confira de novo.',
      import_rows_invalid: 'Linhas com erro: %{count}. Nada foi criado',
      creator_not_found: 'Criador não encontrado',
      email_taken: 'Já existe uma conta com este e-mail',
      moderators_unavailable: 'Contas de moderador não estão disponíveis (o módulo de moderadores está desativado)',
      moderator_needs_creator: 'Um moderador pertence a um criador: escolha o criador',
      role_fixed: 'O papel de uma conta não pode ser alterado: crie uma conta com o novo papel',
      moderator_email_fixed: 'O e-mail de um moderador não pode ser alterado',
    },
  },
}
