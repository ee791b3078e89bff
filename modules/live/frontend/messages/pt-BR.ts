import type { Translation } from '@shell'
import type en from './en'

export default {
  live: {
    monitoring: {
      names: {
        connector: 'Conector do TikTok LIVE',
        signApi: 'API de assinatura do Webcast',
        ingest: 'Registro de presentes ao vivo',
        battleItems: 'Itens de batalha do TikTok',
      },
      connections: '%{connections} ao vivo, %{connecting} conectando, %{watched} acompanhados',
      rateLimited: 'O TikTok limitou as conexões até %{until} (espera de %{seconds} s)',
      cap: '%{used}/%{cap} conexões neste minuto',
      capReached: '%{used}/%{cap} conexões neste minuto (limite atingido até %{until})',
      sinceStart:
        'desde o início: %{stalls} travamentos, %{drops} quedas, %{reconnects} reconexões, %{roomChanges} trocas de sala, %{rateLimits} limites do TikTok',
      signApi: '%{calls} de %{limit} chamadas nas últimas 24 horas (%{usage}%)',
      ingest:
        '%{queuedGifts} presentes na fila, %{rowsWritten} salvos em %{batches} lotes (%{averageRowsPerBatch} por lote), %{pausedRooms} salas pausadas, %{chatMessagesShed} mensagens de chat descartadas, %{streaksTimedOut} sequências fechadas por tempo',
      failedBatches: '%{count} lotes falharam',
      refusedGifts: '%{count} presentes recusados',
      poolWaits: '%{count} lotes esperaram uma conexão com o banco de dados',
      battleItems:
        '%{messages} mensagens de cartas: %{awards} prêmios, %{uses} usos, %{notices} avisos, %{malformed} malformadas (ignoradas)',
    },
    systemSettings: {
      giftRetentionDays: {
        label: 'Retenção de presentes',
        description:
          'Presentes recebidos mais antigos que isso são apagados (verificado a cada hora); 0 guarda para sempre.',
      },
      chatTallyRetentionDays: {
        label: 'Retenção da contagem do chat',
        description:
          'As contagens de mensagens do chat por dia e remetente mais antigas que isso são apagadas; 0 guarda para sempre.',
      },
    },
    kiosk: { recentGifters: 'Presentes recentes' },
    header: {
      live: 'AO VIVO',
      liveAria: 'Sua live está no ar',
      inLine: 'AO VIVO · #%{position} na fila',
      inLineAria: 'Sua live está no ar; o Powerdeck conecta quando chegar a vez (%{position}º na fila)',
    },
    chips: { connected: 'Conectado', notConnected: 'Desconectado', inLine: 'Na fila para conectar: #%{position}' },
    card: {
      title: 'TikTok LIVE',
      notConfigured: 'Usuário do TikTok não configurado',
      checking: 'Verificando...',
      liveSince: 'Ao vivo desde %{time}',
      nextCheck: 'Próxima verificação: %{time}',
      instantUpdates: 'Na hora',
      polling: 'Atualizando a cada 5 s',
      goToSettings: 'Ir para Configurações',
    },
    status: {
      connected: 'Conectado ao TikTok LIVE!',
      disconnected: 'Desconectado',
      reconnecting: 'A conexão caiu, reconectando...',
      waitingForLive: 'Esperando a live começar',
      notConnected: 'Sem conexão com a live',
      streamEnded: 'A live acabou',
      notLive: 'Essa conta não está ao vivo no TikTok agora',
      connectFailed: 'Não deu para conectar ao TikTok LIVE',
      queued:
        'Esperando para conectar: %{position}º na fila, cerca de %{seconds} s (o TikTok só permite algumas conexões por minuto)',
      rateLimited: 'Não deu para conectar ao TikTok LIVE: muitas tentativas, tentando de novo em %{seconds} s',
      disconnectedTemporarily: 'Desconectado. A conexão volta na próxima verificação se você estiver ao vivo.',
      usernameSavedNotLive: 'Usuário salvo. O Powerdeck conecta sozinho quando você entrar ao vivo.',
      usernameSavedFailed:
        'Usuário salvo, mas a conexão falhou. O Powerdeck continua tentando enquanto você estiver ao vivo.',
    },
    gifts: {
      title: 'Presentes recentes',
      clear: 'Limpar presentes recentes',
      cleared: 'Presentes recentes limpos',
      clearedCount:
        '%{smart_count} presente recente removido |||| %{smart_count} presentes recentes removidos |||| %{smart_count} presentes recentes removidos',
      clearFailed: 'Não deu para limpar os presentes',
      loading: 'Carregando presentes recentes...',
      emptyTitle: 'Nenhum presente recente',
      emptyWaiting: 'Esperando presentes da sua live no TikTok...',
      emptyNotConnected: 'Conecte o TikTok LIVE em Configurações para ver os presentes recentes.',
      newGifts: '%{smart_count} presente novo |||| %{smart_count} presentes novos |||| %{smart_count} presentes novos',
      listLabel: 'Presentes recentes',
      someone: 'Alguém',
      diamonds: '%{smart_count} diamante |||| %{smart_count} diamantes |||| %{smart_count} diamantes',
      addPowerup: 'Dar powerup',
      addPlayer: 'Adicionar jogador',
      playerExists: 'Esse jogador já existe',
      playerExistsDescription: '%{name} já é um dos seus jogadores.',
      playerAdded: 'Jogador adicionado',
      playerAddedDescription: '%{name} entrou com o pacote inicial.',
      addPlayerFailed: 'Não deu para adicionar quem mandou o presente como jogador.',
    },
    settings: {
      title: 'Integração com o TikTok LIVE',
      adminViewTitle: 'Visão de admin',
      adminViewBody:
        'Cada criador conecta a própria conta do TikTok LIVE. Entre como um criador para ver ou gerenciar a conexão dele; o monitor da API mostra todas as conexões do sistema.',
      moderatorTitle: 'Desativado',
      moderatorBody: 'Acesso restrito: só o criador com quem você trabalha conecta o TikTok LIVE.',
      moderatorBodyHandle: 'Acesso restrito: só o criador com quem você trabalha conecta o TikTok LIVE (%{handle}).',
      nextCheck: 'Próxima verificação automática: %{time}',
      username: 'Usuário do TikTok',
      usernamePlaceholder: 'seu_usuario_do_tiktok',
      usernameHelp:
        'Salvar conecta se você estiver ao vivo; se não, o Powerdeck conecta sozinho quando você entrar ao vivo.',
      usernameRequired: 'Digite o seu usuário do TikTok.',
      save: 'Salvar e conectar',
      saving: 'Salvando...',
      reconnect: 'Forçar reconexão',
      reconnecting: 'Reconectando...',
      reconnectNeedsUsername: 'Para forçar a reconexão, salve um usuário do TikTok antes.',
      disconnect: 'Desconectar',
      disconnected: 'Desconectado',
      disconnectedDescription: 'O Powerdeck reconecta na próxima verificação enquanto você estiver ao vivo.',
      disconnectFailed: 'Não deu para desconectar. Tente de novo.',
    },
    connect: {
      connected: 'Conectado ao TikTok LIVE!',
      notLiveTitle: 'Você não está ao vivo',
      notLiveDescription: 'Seu usuário foi salvo. Comece uma live e tente de novo.',
      failedTitle: 'Usuário salvo, mas a conexão falhou',
      failedDescription:
        'Seu usuário foi salvo, mas não conseguimos conectar. Isso é normal se você não estiver ao vivo ou se o seu perfil for privado.',
      saveFailed: 'Não deu para salvar as configurações',
      hint: 'Confira se o seu perfil é público e se você está ao vivo agora.',
    },
    rehearsal: {
      label: 'Modo ensaio: usar o simulador em vez do TikTok (powerdeck live simulate)',
      saved: 'Configurações salvas',
      on: 'O modo ensaio está ligado.',
      off: 'Os eventos ao vivo vêm do TikTok.',
      saveFailed: 'Não deu para salvar as configurações',
    },
    overlay: {
      title: 'Overlay do OBS',
      intro: 'Adicione ao OBS uma fonte de navegador transparente com o placar do !status e os últimos presentes.',
      activeSince: 'Tem uma URL de fonte de navegador ativa desde %{time}.',
      urlLabel: 'URL do overlay (copie agora, ela só aparece uma vez)',
      copy: 'Copiar',
      create: 'Criar URL do overlay',
      renew: 'Nova URL (cancela a anterior)',
      revoke: 'Cancelar URL',
      created: 'URL do overlay criada',
      revoked: 'URL do overlay cancelada',
      updateFailed: 'Não deu para atualizar o overlay',
    },
  },
} satisfies Translation<typeof en>
