import type { Translation } from '@shell'
import type events from './en'

export default {
  MODERATOR_LOGIN: {
    label: 'Inicio de sesión de moderador',
    sentence: 'inició sesión',
  },
  MODERATOR_LOGOUT: {
    label: 'Cierre de sesión de moderador',
    sentence: 'cerró sesión',
  },
  USER_LOGIN: {
    label: 'Inicio de sesión',
    sentence: 'inició sesión',
  },
  USER_LOGOUT: {
    label: 'Cierre de sesión',
    sentence: 'cerró sesión',
  },
  SYSTEM_SETTINGS_UPDATED: {
    label: 'Ajustes del sistema actualizados',
    action: 'actualizó los ajustes del sistema',
  },
  PERSONAL_SETTINGS_UPDATED: {
    label: 'Ajustes personales actualizados',
    action: 'actualizó sus ajustes personales',
  },
  PASSWORD_CHANGED: {
    label: 'Contraseña cambiada',
    action: 'cambió su contraseña',
  },
  TWO_FACTOR_SETUP_STARTED: {
    label: 'Configuración de 2FA iniciada',
    action: 'empezó a configurar la verificación en dos pasos',
  },
  TWO_FACTOR_ENABLED: {
    label: '2FA activada',
    action: 'activó la verificación en dos pasos',
  },
  TWO_FACTOR_DISABLED: {
    label: '2FA desactivada',
    action: 'desactivó la verificación en dos pasos',
  },
  RECOVERY_CODE_USED: {
    label: 'Código de recuperación usado',
    action: 'usó un código de recuperación',
  },
  ACCOUNT_DELETED: {
    label: 'Cuenta eliminada',
    action: 'eliminó la cuenta',
  },
  ADMIN_CREATED: {
    label: 'Admin creado',
    action: 'creó un admin',
  },
  DATABASE_BACKED_UP: {
    label: 'Copia de la base de datos',
    sentence: 'descargó una copia de seguridad de la base de datos',
  },
  SCRIPT_TOKEN_CREATED: {
    label: 'Token de script creado',
    sentence: 'creó un token de script',
  },
  SCRIPT_TOKEN_REVOKED: {
    label: 'Token de script revocado',
    sentence: 'revocó un token de script',
  },
  IMPERSONATION_STARTED: {
    label: 'Suplantación iniciada',
    action: 'empezó a entrar como otro usuario',
  },
  IMPERSONATION_ENDED: {
    label: 'Suplantación terminada',
    action: 'dejó de entrar como otro usuario',
  },
  CREATOR_CREATED: {
    label: 'Creador creado',
    action: 'creó el creador',
  },
  CREATOR_UPDATED: {
    label: 'Creador actualizado',
    action: 'actualizó el creador',
  },
  CREATOR_ACTIVATED: {
    label: 'Creador activado',
    action: 'activó el creador',
  },
  CREATOR_DEACTIVATED: {
    label: 'Creador desactivado',
    action: 'desactivó el creador',
  },
  CREATOR_DELETED: {
    label: 'Creador eliminado',
    action: 'eliminó el creador',
  },
  CREATORS_IMPORTED: {
    label: 'Creadores importados',
    sentence: 'importó {target=alguien}',
  },
  ADMIN_UPDATED: {
    label: 'Admin actualizado',
    action: 'actualizó el admin',
  },
  ADMIN_ACTIVATED: {
    label: 'Admin activado',
    action: 'activó el admin',
  },
  ADMIN_DEACTIVATED: {
    label: 'Admin desactivado',
    action: 'desactivó el admin',
  },
  ADMIN_DELETED: {
    label: 'Admin eliminado',
    action: 'eliminó el admin',
  },
  BOOSTER_MAPPING_UPDATED: {
    label: 'Boosters de batalla actualizados',
    sentence: 'cambió la asignación de boosters de batalla: {summary}',
  },
  CHAT_COMMAND: {
    label: 'Comando del chat',
    sentence: 'usó un comando del chat',
  },
  CHAT_COMMANDS_UPDATED: {
    label: 'Comandos del chat actualizados',
    action: 'actualizó los comandos del chat',
  },
  MATCH_LIMITS_UPDATED: {
    label: 'Límites por partida actualizados',
    action: 'actualizó los límites por partida',
  },
  TIKTOK_USERNAME_UPDATED: {
    label: 'Usuario de TikTok actualizado',
    action: 'actualizó el usuario de TikTok',
  },
  TIKTOK_CONNECTED: {
    label: 'TikTok conectado',
    action: 'conectó TikTok',
  },
  TIKTOK_DISCONNECTED: {
    label: 'TikTok desconectado',
    action: 'desconectó TikTok',
  },
  LIVE_DRIVER_CHANGED: {
    label: 'Conexión del LIVE cambiada',
    action: 'cambió la conexión del LIVE',
  },
  GIFTS_CLEARED: {
    label: 'Regalos borrados',
    action: 'borró los regalos',
  },
  OVERLAY_CREATED: {
    label: 'Overlay creado',
    action: 'creó un overlay',
  },
  OVERLAY_REVOKED: {
    label: 'Overlay revocado',
    action: 'revocó un overlay',
  },
  MODERATOR_CREATED: {
    label: 'Moderador creado',
    action: 'creó el moderador',
  },
  MODERATOR_PROMOTED: {
    label: 'Moderador ascendido',
    sentence: 'hizo moderador a {target=alguien}',
  },
  MODERATOR_DEMOTED: {
    label: 'Moderador degradado',
    sentence: 'quitó de moderador a {target=alguien}',
  },
  MODERATOR_UPDATED: {
    label: 'Moderador actualizado',
    action: 'actualizó el moderador',
  },
  MODERATOR_REMOVED: {
    label: 'Moderador eliminado',
    action: 'eliminó el moderador',
  },
  MODERATOR_PASSWORD_RESET: {
    label: 'Contraseña de moderador restablecida',
    action: 'restableció la contraseña del moderador',
  },
  NOTICES_READ: {
    label: 'Avisos leídos',
    sentence: 'marcó los avisos como leídos',
  },
  PLAYER_CREATED: {
    label: 'Jugador creado',
    sentence: 'creó un jugador',
  },
  PLAYER_UPDATED: {
    label: 'Jugador actualizado',
    action: 'actualizó el jugador',
  },
  PLAYER_DELETED: {
    label: 'Jugador eliminado',
    sentence: 'eliminó un jugador',
  },
  PLAYER_TIKTOK_LINKED: {
    label: 'Jugador vinculado a TikTok',
    sentence: 'vinculó a {target=alguien} con el usuario de TikTok {tiktokUserId=ninguno}',
  },
  PLAYER_MERGED: {
    label: 'Jugadores fusionados',
    sentence: 'fusionó {mergedName=un jugador} con {target=alguien}',
  },
  POWERUP_GRANTED: {
    label: 'Powerup otorgado',
    sentence: 'dio {count:count} {powerupType|type:slug=powerup} a {target=alguien}',
  },
  POWERUP_USED: {
    label: 'Powerup usado',
    sentence: 'usó {count:count} {powerupType|type:slug=powerup}',
  },
  POWERUP_EXPIRED: {
    label: 'Powerup caducado',
    action: 'marcó el powerup como caducado',
  },
  POWERUP_GRANT_UNDONE: {
    label: 'Entrega de powerup deshecha',
    sentence: 'deshizo {entryId} y le quitó {takenBack} {powerupType|type:slug=powerup} a {target=alguien}',
  },
  POWERUP_USE_UNDONE: {
    label: 'Uso de powerup deshecho',
    sentence: 'deshizo {entryId} y le devolvió {powerupType|type:slug=powerup} a {target=alguien}',
  },
  POWERUP_REMOVED: {
    label: 'Powerup quitado',
    sentence: 'le quitó {count:count} {powerupType|type:slug=powerup} a {target=alguien}',
  },
  POWERUP_SETTINGS_UPDATED: {
    label: 'Ajustes de powerups actualizados',
    action: 'actualizó los ajustes de powerups',
  },
  POWERUPS_IMPORTED: {
    label: 'Jugadores importados',
    sentence: 'importó {target=alguien}: {playersCreated} nuevos, {playersUpdated} actualizados, {holdings} saldos',
  },
  GIFT_RULE_CREATED: {
    label: 'Regla de regalos creada',
    sentence: 'creó la regla de regalos {target=alguien}',
  },
  GIFT_RULE_UPDATED: {
    label: 'Regla de regalos actualizada',
    sentence: 'actualizó la regla de regalos {target=alguien}',
  },
  GIFT_RULE_DELETED: {
    label: 'Regla de regalos eliminada',
    sentence: 'eliminó la regla de regalos {target=alguien}',
  },
  RULE_EXCLUSION_ADDED: {
    label: 'Espectador excluido de las reglas',
    sentence: 'excluyó a {target=alguien} de las reglas de regalos',
  },
  RULE_EXCLUSION_REMOVED: {
    label: 'Exclusión de espectador quitada',
    sentence: 'quitó a {target=alguien} de la lista de excluidos de las reglas de regalos',
  },
  WEBHOOK_CREATED: {
    label: 'Webhook añadido',
    sentence: 'añadió el webhook {target=alguien} para {events}',
  },
  WEBHOOK_DELETED: {
    label: 'Webhook eliminado',
    sentence: 'eliminó el webhook {target=alguien}',
  },
  WEBHOOK_ENABLED: {
    label: 'Webhook activado',
    sentence: 'activó el webhook {target=alguien}',
  },
  WEBHOOK_DISABLED: {
    label: 'Webhook desactivado',
    sentence: 'desactivó el webhook {target=alguien} tras {failures} envíos fallidos seguidos',
  },
  WEBHOOK_TESTED: {
    label: 'Webhook probado',
    sentence: 'envió un evento de prueba al webhook {target=alguien}',
  },
} satisfies Translation<typeof events>
