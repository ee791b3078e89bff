/* Over 400 lines: a catalog, one line per text, like en.ts. */
import type { Translation } from '@shell'
import type en from './en'

export default {
  audit: {
    page: {
      subtitleCreator: 'Histórico das suas ações e das ações dos seus moderadores',
      subtitleAdmin: 'Histórico completo de toda a atividade do sistema e dos usuários',
      subtitleModerator: 'atividades ligadas à sua conta e aos powerups',
      refresh: 'Atualizar',
      totalEntries: 'Total de registros',
      loginsToday: 'Logins hoje',
      powerupActions: 'Ações com powerups',
      moderatorActions: 'Ações de moderadores',
      searchPlaceholder: 'Buscar por autor, detalhes ou alvo...',
      searchLabel: 'Buscar no histórico',
      filterByType: 'Filtrar por tipo de evento',
      allTypes: 'Todos',
      emptyTitle: 'Nenhum registro encontrado',
      emptyFiltered: 'Tente outra busca, tipo de evento ou período.',
      emptyPeriod: 'Nada foi registrado neste período ainda. As ações aparecem aqui assim que acontecem.',
      entries: 'Registros do histórico',
      details: 'Detalhes',
      detailsOf: 'Detalhes do registro %{id}',
    },
    log: {
      title: 'Histórico de atividades',
      refresh: 'Atualizar',
      loadFailed: 'Não foi possível carregar o histórico',
      loading: 'Carregando o histórico...',
      empty: 'Nenhum registro encontrado',
      loadMore: 'Carregar mais',
      loadingMore: 'Carregando...',
    },
    widget: {
      recentActivity: 'Atividade recente',
      viewAll: 'Ver tudo',
      latest: 'Atividade mais recente do sistema',
    },
    export: {
      label: 'Exportar',
      exporting: 'Exportando...',
      as: 'Exportar %{format}',
      csvDescription: 'Para planilhas',
      jsonDescription: 'Todos os campos, para ferramentas',
      done: 'Exportação concluída',
      failedTitle: 'Falha ao exportar',
      failed: 'Não foi possível exportar o histórico',
      entriesSaved: '%{smart_count} registro salvo como %{name}. |||| %{smart_count} registros salvos como %{name}.',
      logsSaved: '%{smart_count} registro salvo como %{name}. |||| %{smart_count} registros salvos como %{name}.',
    },
    system: {
      title: 'Histórico do sistema',
      searchPlaceholder: 'Buscar por autor, alvo, ação ou endereço IP...',
      searchLabel: 'Buscar no histórico do sistema',
      category: 'Categoria',
      allCategories: 'Todas as categorias',
      severity: 'Gravidade',
      allSeverities: 'Todas as gravidades',
      actorType: 'Tipo de autor',
      allActors: 'Todos os autores',
      retry: 'Tentar de novo',
      fallbackWarning: 'Atenção: mostrando dados reserva porque a conexão com a API falhou',
      emptyHint: 'Tente outra busca, filtro ou período.',
      logs: 'Registros',
      previous: 'Anterior',
      next: 'Próxima',
      page: 'Página %{page} de %{total}',
      detailsOf: 'Detalhes do registro %{id}',
      ip: 'IP %{ip}',
    },
    periods: {
      label: 'Período',
      shortLabel: 'Período',
      range: 'Intervalo',
      days1: 'Últimas 24 horas',
      days7: 'Últimos 7 dias',
      days30: 'Últimos 30 dias',
      days90: 'Últimos 90 dias',
    },
    entry: {
      noneRecorded: 'Nada registrado',
      when: 'Quando',
      actor: 'Autor',
      target: 'Alvo',
      ipAddress: 'Endereço IP',
      userAgent: 'Navegador',
      entry: 'Registro',
      details: 'Detalhes',
      metadata: 'Metadados',
      close: 'Fechar',
    },
    categories: {
      AUTHENTICATION: 'Autenticação',
      USER_MANAGEMENT: 'Gestão de usuários',
      SYSTEM_CONFIG: 'Configuração do sistema',
      API_USAGE: 'Uso da API',
      SECURITY: 'Segurança',
      DATA_CHANGE: 'Alteração de dados',
    },
    severities: {
      CRITICAL: 'Crítica',
      HIGH: 'Alta',
      MEDIUM: 'Média',
      LOW: 'Baixa',
    },
    badges: {
      CRITICAL: 'CRÍTICA',
      HIGH: 'ALTA',
      MEDIUM: 'MÉDIA',
      LOW: 'BAIXA',
      ADMIN: 'ADMIN',
      CREATOR: 'CRIADOR',
      MODERATOR: 'MODERADOR',
      SYSTEM: 'SISTEMA',
      ROBOT: 'ROBÔ',
      PLAYER: 'JOGADOR',
      PLAYERS: 'JOGADORES',
      CREATORS: 'CRIADORES',
      USER: 'USUÁRIO',
      TOKEN: 'TOKEN',
      WEBHOOK: 'WEBHOOK',
      GIFT_RULE: 'REGRA DE PRESENTES',
      OVERLAY: 'OVERLAY',
    },
    actorTypes: {
      ADMIN: 'Admin',
      CREATOR: 'Criador',
      MODERATOR: 'Moderador',
      SYSTEM: 'Sistema',
      ROBOT: 'Robô',
    },
    targetTypes: {
      PLAYER: 'Jogador',
      PLAYERS: 'Jogadores',
      CREATOR: 'Criador',
      CREATORS: 'Criadores',
      USER: 'Usuário',
      ADMIN: 'Admin',
      MODERATOR: 'Moderador',
      SYSTEM: 'Sistema',
      TOKEN: 'Token',
      WEBHOOK: 'Webhook',
      GIFT_RULE: 'Regra de presentes',
      OVERLAY: 'Overlay',
    },
    systemNames: { system: 'Sistema', systemSettings: 'Configurações do sistema' },
    values: {
      powerupType: {
        glove: 'Luva',
        mist: 'Névoa',
        'time-maker': 'Time Maker',
        'stun-hammer': 'Martelo atordoante',
        'no2-booster': 'Booster nº 2',
        'no3-booster': 'Booster nº 3',
      },
      source: {
        kiosk: 'quiosque',
        players: 'página de jogadores',
        chat: 'comando do chat',
        cli: 'CLI',
        starter: 'pacote inicial',
        battle: 'item de batalha',
        api: 'API',
        gift: 'regra de presente',
      },
    },
    details: {
      powerupType: 'Tipo',
      count: 'Quantidade',
      expiresAt: 'Expira em',
      gameId: 'Partida',
      permissions: 'Permissões',
      reason: 'Motivo',
      tiktokId: 'ID do TikTok',
      source: 'Origem',
      changed: 'Alterações',
      status: 'Status',
    },
    events: {
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
    },
  },
} satisfies Translation<typeof en>
