/** Brazilian Portuguese texts of the players module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    players: {
      creator_choice_for_admins: 'Só admins podem escolher o criador',
      creator_not_found: 'Criador não encontrado',
      name_taken: "O jogador já existe: '%{name}' é o nome ou apelido de outro jogador",
      exists: 'O jogador já existe',
      empty_name: 'O nome do jogador não pode ficar vazio',
      name_too_long: 'O nome do jogador pode ter no máximo %{max} caracteres',
      alias_too_long: 'Cada apelido pode ter no máximo %{max} caracteres',
      too_many_aliases: 'Um jogador pode ter no máximo %{max} apelidos',
      not_found: 'Jogador não encontrado',
      nothing_to_update: 'Não há nada para atualizar',
      tiktok_user_id_invalid: 'O id de usuário do TikTok deve ter só dígitos (no máximo %{max})',
      tiktok_sec_uid_invalid: 'O secUid do TikTok pode ter no máximo %{max} caracteres',
      merge_into_self: 'Não dá para mesclar um jogador com ele mesmo',
      merge_identity_conflict:
        'Os dois jogadores estão vinculados a usuários diferentes do TikTok: desvincule um primeiro',
      merge_too_many_aliases: 'Ao mesclar, %{name} ficaria com mais de %{max} apelidos: remova alguns primeiro',
      tiktok_user_taken: 'O usuário do TikTok %{userId} já está vinculado a %{name}',
      missing_permission_manage_players: 'Você não tem permissão para gerenciar jogadores',
    },
  },
}
