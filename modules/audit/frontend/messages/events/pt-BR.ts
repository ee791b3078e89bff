import type { Translation } from '@shell'
import type events from './en'

export default {
  MODERATOR_LOGIN: {
    label: 'Login de moderador',
    sentence: 'entrou',
  },
  MODERATOR_LOGOUT: {
    label: 'Logout de moderador',
    sentence: 'saiu',
  },
  USER_LOGIN: {
    label: 'Login',
    sentence: 'entrou',
  },
  USER_LOGOUT: {
    label: 'Logout',
    sentence: 'saiu',
  },
  SYSTEM_SETTINGS_UPDATED: {
    label: 'Configurações do sistema atualizadas',
    action: 'atualizou as configurações do sistema',
  },
  PERSONAL_SETTINGS_UPDATED: {
    label: 'Configurações pessoais atualizadas',
    action: 'atualizou as configurações pessoais',
  },
  PASSWORD_CHANGED: {
    label: 'Senha alterada',
    action: 'alterou a senha',
  },
  TWO_FACTOR_SETUP_STARTED: {
    label: 'Configuração da verificação em duas etapas iniciada',
    action: 'começou a configurar a verificação em duas etapas',
  },
  TWO_FACTOR_ENABLED: {
    label: 'Verificação em duas etapas ativada',
    action: 'ativou a verificação em duas etapas',
  },
  TWO_FACTOR_DISABLED: {
    label: 'Verificação em duas etapas desativada',
    action: 'desativou a verificação em duas etapas',
  },
  RECOVERY_CODE_USED: {
    label: 'Código de recuperação usado',
    action: 'usou um código de recuperação',
  },
  ACCOUNT_DELETED: {
    label: 'Conta excluída',
    action: 'excluiu a conta',
  },
  ADMIN_CREATED: {
    label: 'Admin criado',
    action: 'criou um admin',
  },
  DATABASE_BACKED_UP: {
    label: 'Backup do banco de dados',
    sentence: 'baixou um backup do banco de dados',
  },
  SCRIPT_TOKEN_CREATED: {
    label: 'Token de script criado',
    sentence: 'criou um token de script',
  },
  SCRIPT_TOKEN_REVOKED: {
    label: 'Token de script revogado',
    sentence: 'revogou um token de script',
  },
  IMPERSONATION_STARTED: {
    label: 'Acesso como outro usuário iniciado',
    action: 'começou a acessar como outro usuário',
  },
  IMPERSONATION_ENDED: {
    label: 'Acesso como outro usuário encerrado',
    action: 'parou de acessar como outro usuário',
  },
  CREATOR_CREATED: {
    label: 'Criador criado',
    action: 'criou o criador',
  },
  CREATOR_UPDATED: {
    label: 'Criador atualizado',
    action: 'atualizou o criador',
  },
  CREATOR_ACTIVATED: {
    label: 'Criador ativado',
    action: 'ativou o criador',
  },
  CREATOR_DEACTIVATED: {
    label: 'Criador desativado',
    action: 'desativou o criador',
  },
  CREATOR_DELETED: {
    label: 'Criador excluído',
    action: 'excluiu o criador',
  },
  CREATORS_IMPORTED: {
    label: 'Criadores importados',
    sentence: 'importou {target=alguém}',
  },
  ADMIN_UPDATED: {
    label: 'Admin atualizado',
    action: 'atualizou o admin',
  },
  ADMIN_ACTIVATED: {
    label: 'Admin ativado',
    action: 'ativou o admin',
  },
  ADMIN_DEACTIVATED: {
    label: 'Admin desativado',
    action: 'desativou o admin',
  },
  ADMIN_DELETED: {
    label: 'Admin excluído',
    action: 'excluiu o admin',
  },
  BOOSTER_MAPPING_UPDATED: {
    label: 'Boosters de batalha atualizados',
    sentence: 'mudou a configuração dos boosters de batalha: {summary}',
  },
  CHAT_COMMAND: {
    label: 'Comando do chat',
    sentence: 'usou um comando do chat',
  },
  CHAT_COMMANDS_UPDATED: {
    label: 'Comandos do chat atualizados',
    action: 'atualizou os comandos do chat',
  },
  MATCH_LIMITS_UPDATED: {
    label: 'Limites por partida atualizados',
    action: 'atualizou os limites por partida',
  },
  TIKTOK_USERNAME_UPDATED: {
    label: 'Usuário do TikTok atualizado',
    action: 'atualizou o usuário do TikTok',
  },
  TIKTOK_CONNECTED: {
    label: 'TikTok conectado',
    action: 'conectou o TikTok',
  },
  TIKTOK_DISCONNECTED: {
    label: 'TikTok desconectado',
    action: 'desconectou o TikTok',
  },
  LIVE_DRIVER_CHANGED: {
    label: 'Conexão da LIVE alterada',
    action: 'mudou a conexão da LIVE',
  },
  GIFTS_CLEARED: {
    label: 'Presentes apagados',
    action: 'apagou os presentes',
  },
  OVERLAY_CREATED: {
    label: 'Overlay criado',
    action: 'criou um overlay',
  },
  OVERLAY_REVOKED: {
    label: 'Overlay revogado',
    action: 'revogou um overlay',
  },
  MODERATOR_CREATED: {
    label: 'Moderador criado',
    action: 'criou o moderador',
  },
  MODERATOR_PROMOTED: {
    label: 'Moderador promovido',
    sentence: 'tornou {target=alguém} moderador',
  },
  MODERATOR_DEMOTED: {
    label: 'Moderador rebaixado',
    sentence: 'tirou {target=alguém} da moderação',
  },
  MODERATOR_UPDATED: {
    label: 'Moderador atualizado',
    action: 'atualizou o moderador',
  },
  MODERATOR_REMOVED: {
    label: 'Moderador removido',
    action: 'removeu o moderador',
  },
  MODERATOR_PASSWORD_RESET: {
    label: 'Senha de moderador redefinida',
    action: 'redefiniu a senha do moderador',
  },
  NOTICES_READ: {
    label: 'Avisos lidos',
    sentence: 'marcou os avisos como lidos',
  },
  PLAYER_CREATED: {
    label: 'Jogador criado',
    sentence: 'criou um jogador',
  },
  PLAYER_UPDATED: {
    label: 'Jogador atualizado',
    action: 'atualizou o jogador',
  },
  PLAYER_DELETED: {
    label: 'Jogador excluído',
    sentence: 'excluiu um jogador',
  },
  PLAYER_TIKTOK_LINKED: {
    label: 'Jogador vinculado ao TikTok',
    sentence: 'vinculou {target=alguém} ao usuário do TikTok {tiktokUserId=nenhum}',
  },
  PLAYER_MERGED: {
    label: 'Jogadores mesclados',
    sentence: 'mesclou {mergedName=um jogador} com {target=alguém}',
  },
  POWERUP_GRANTED: {
    label: 'Powerup concedido',
    sentence: 'deu {count:count} {powerupType|type:slug=powerup} para {target=alguém}',
  },
  POWERUP_USED: {
    label: 'Powerup usado',
    sentence: 'usou {count:count} {powerupType|type:slug=powerup}',
  },
  POWERUP_EXPIRED: {
    label: 'Powerup expirado',
    action: 'marcou o powerup como expirado',
  },
  POWERUP_GRANT_UNDONE: {
    label: 'Concessão de powerup desfeita',
    sentence: 'desfez {entryId} e tirou {takenBack} {powerupType|type:slug=powerup} de {target=alguém}',
  },
  POWERUP_USE_UNDONE: {
    label: 'Uso de powerup desfeito',
    sentence: 'desfez {entryId} e devolveu {powerupType|type:slug=powerup} para {target=alguém}',
  },
  POWERUP_REMOVED: {
    label: 'Powerup removido',
    sentence: 'tirou {count:count} {powerupType|type:slug=powerup} de {target=alguém}',
  },
  POWERUP_SETTINGS_UPDATED: {
    label: 'Configurações de powerups atualizadas',
    action: 'atualizou as configurações de powerups',
  },
  POWERUPS_IMPORTED: {
    label: 'Jogadores importados',
    sentence: 'importou {target=alguém}: {playersCreated} novos, {playersUpdated} atualizados, {holdings} saldos',
  },
  GIFT_RULE_CREATED: {
    label: 'Regra de presentes criada',
    sentence: 'criou a regra de presentes {target=alguém}',
  },
  GIFT_RULE_UPDATED: {
    label: 'Regra de presentes atualizada',
    sentence: 'atualizou a regra de presentes {target=alguém}',
  },
  GIFT_RULE_DELETED: {
    label: 'Regra de presentes excluída',
    sentence: 'excluiu a regra de presentes {target=alguém}',
  },
  RULE_EXCLUSION_ADDED: {
    label: 'Espectador excluído das regras',
    sentence: 'excluiu {target=alguém} das regras de presentes',
  },
  RULE_EXCLUSION_REMOVED: {
    label: 'Exclusão de espectador removida',
    sentence: 'tirou {target=alguém} da lista de exclusão das regras de presentes',
  },
  WEBHOOK_CREATED: {
    label: 'Webhook adicionado',
    sentence: 'adicionou o webhook {target=alguém} para {events}',
  },
  WEBHOOK_DELETED: {
    label: 'Webhook excluído',
    sentence: 'excluiu o webhook {target=alguém}',
  },
  WEBHOOK_ENABLED: {
    label: 'Webhook ativado',
    sentence: 'ativou o webhook {target=alguém}',
  },
  WEBHOOK_DISABLED: {
    label: 'Webhook desativado',
    sentence: 'desativou o webhook {target=alguém} depois de {failures} entregas com falha seguidas',
  },
  WEBHOOK_TESTED: {
    label: 'Webhook testado',
    sentence: 'enviou um evento de teste para o webhook {target=alguém}',
  },
} satisfies Translation<typeof events>
