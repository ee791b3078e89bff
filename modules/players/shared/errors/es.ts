/** Spanish texts of the players module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    players: {
      creator_choice_for_admins: 'Solo los admins pueden elegir el creador',
      creator_not_found: 'No se encontró el creador',
      name_taken: "El jugador ya existe: '%{name}' es el nombre o alias de otro jugador",
      exists: 'El jugador ya existe',
      empty_name: 'El nombre del jugador no puede estar vacío',
      name_too_long: 'El nombre del jugador puede tener como máximo %{max} caracteres',
      alias_too_long: 'Cada alias puede tener como máximo %{max} caracteres',
      too_many_aliases: 'Un jugador puede tener como máximo %{max} alias',
      not_found: 'No se encontró el jugador',
      nothing_to_update: 'No hay nada que actualizar',
      tiktok_user_id_invalid: 'El id de usuario de TikTok debe tener solo dígitos (máximo %{max})',
      tiktok_sec_uid_invalid: 'El secUid de TikTok puede tener como máximo %{max} caracteres',
      merge_into_self: 'No se puede fusionar un jugador consigo mismo',
      merge_identity_conflict:
        'Los dos jugadores están vinculados a usuarios de TikTok distintos: desvincula uno primero',
      merge_too_many_aliases: 'Al fusionar, %{name} tendría más de %{max} alias: quita algunos primero',
      tiktok_user_taken: 'El usuario de TikTok %{userId} ya está vinculado a %{name}',
      missing_permission_manage_players: 'No tienes permiso para gestionar jugadores',
    },
  },
}
