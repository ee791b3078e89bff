/** Spanish texts of the moderators module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    moderators: {
      tiktok_taken: 'Ya hay un moderador con este usuario de TikTok',
      already_moderator: 'Este jugador ya es moderador',
      account_taken: 'Ya existe una cuenta con este usuario o email',
      no_free_username: 'No se encontró un nombre de usuario libre; indica uno',
      not_found: 'No se encontró el moderador',
      password_first: 'Pon una contraseña con Restablecer contraseña antes de activar a este moderador',
      needs_credentials: 'Una cuenta de moderador necesita usuario, email y contraseña',
    },
  },
}
