import type { Translation } from '@shell'
import type en from './en'

export default {
  live: {
    monitoring: {
      names: {
        connector: 'Conector de TikTok LIVE',
        signApi: 'API de firma de Webcast',
        ingest: 'Registro de regalos en vivo',
        battleItems: 'Objetos de batalla de TikTok',
      },
      connections: '%{connections} en vivo, %{connecting} conectando, %{watched} vigilados',
      rateLimited: 'TikTok limitó las conexiones hasta las %{until} (espera de %{seconds} s)',
      cap: '%{used}/%{cap} conexiones este minuto',
      capReached: '%{used}/%{cap} conexiones este minuto (límite alcanzado hasta las %{until})',
      sinceStart:
        'desde el arranque: %{stalls} bloqueos, %{drops} caídas, %{reconnects} reconexiones, %{roomChanges} cambios de sala, %{rateLimits} límites de TikTok',
      signApi: '%{calls} de %{limit} llamadas en las últimas 24 horas (%{usage}%)',
      ingest:
        '%{queuedGifts} regalos en cola, %{rowsWritten} guardados en %{batches} lotes (%{averageRowsPerBatch} por lote), %{pausedRooms} salas en pausa, %{chatMessagesShed} mensajes de chat descartados, %{streaksTimedOut} rachas cerradas por tiempo',
      failedBatches: '%{count} lotes fallidos',
      refusedGifts: '%{count} regalos rechazados',
      poolWaits: '%{count} lotes esperaron una conexión a la base de datos',
      battleItems:
        '%{messages} mensajes de cartas: %{awards} premios, %{uses} usos, %{notices} avisos, %{malformed} mal formados (omitidos)',
    },
    systemSettings: {
      giftRetentionDays: {
        label: 'Conservación de regalos',
        description:
          'Los regalos recibidos más antiguos que esto se borran (se revisa cada hora); 0 los conserva para siempre.',
      },
      chatTallyRetentionDays: {
        label: 'Conservación del conteo del chat',
        description:
          'Los conteos de mensajes del chat por día y remitente más antiguos que esto se borran; 0 los conserva para siempre.',
      },
    },
    kiosk: { recentGifters: 'Regalos recientes' },
    header: {
      live: 'EN VIVO',
      liveAria: 'Tu directo está en vivo',
      inLine: 'EN VIVO · #%{position} en la fila',
      inLineAria: 'Tu directo está en vivo; Powerdeck se conecta cuando le toque (puesto %{position} en la fila)',
    },
    chips: { connected: 'Conectado', notConnected: 'Sin conexión', inLine: 'En la fila para conectar: #%{position}' },
    card: {
      title: 'TikTok LIVE',
      notConfigured: 'No has configurado tu usuario de TikTok',
      checking: 'Comprobando...',
      liveSince: 'En vivo desde %{time}',
      nextCheck: 'Próxima comprobación: %{time}',
      instantUpdates: 'Al instante',
      polling: 'Se actualiza cada 5 s',
      goToSettings: 'Ir a Configuración',
    },
    status: {
      connected: '¡Conectado a TikTok LIVE!',
      disconnected: 'Desconectado',
      reconnecting: 'Se perdió la conexión, reconectando...',
      waitingForLive: 'Esperando a que empiece el directo',
      notConnected: 'Sin conexión con el directo',
      streamEnded: 'El directo terminó',
      notLive: 'Esta cuenta no está en vivo en TikTok ahora',
      connectFailed: 'No se pudo conectar con TikTok LIVE',
      queued:
        'Esperando para conectar: puesto %{position} en la fila, unos %{seconds} s (TikTok permite pocas conexiones por minuto)',
      rateLimited: 'No se pudo conectar con TikTok LIVE: demasiados intentos, se reintenta en %{seconds} s',
      disconnectedTemporarily: 'Desconectado. La conexión vuelve en la próxima comprobación si estás en vivo.',
      usernameSavedNotLive: 'Usuario guardado. Powerdeck se conecta solo cuando empieces el directo.',
      usernameSavedFailed:
        'Usuario guardado, pero falló la conexión. Powerdeck lo sigue intentando mientras estés en vivo.',
    },
    gifts: {
      title: 'Regalos recientes',
      clear: 'Borrar regalos recientes',
      cleared: 'Regalos recientes borrados',
      clearedCount:
        'Se borró %{smart_count} regalo reciente |||| Se borraron %{smart_count} regalos recientes |||| Se borraron %{smart_count} regalos recientes',
      clearFailed: 'No se pudieron borrar los regalos',
      loading: 'Cargando regalos recientes...',
      emptyTitle: 'Sin regalos recientes',
      emptyWaiting: 'Esperando regalos de tu directo de TikTok...',
      emptyNotConnected: 'Conéctate a TikTok LIVE en Configuración para ver los regalos recientes.',
      newGifts: '%{smart_count} regalo nuevo |||| %{smart_count} regalos nuevos |||| %{smart_count} regalos nuevos',
      listLabel: 'Regalos recientes',
      someone: 'Alguien',
      diamonds: '%{smart_count} diamante |||| %{smart_count} diamantes |||| %{smart_count} diamantes',
      addPowerup: 'Dar powerup',
      addPlayer: 'Añadir jugador',
      playerExists: 'El jugador ya existe',
      playerExistsDescription: '%{name} ya es uno de tus jugadores.',
      playerAdded: 'Jugador añadido',
      playerAddedDescription: '%{name} entró con el pack de inicio.',
      addPlayerFailed: 'No se pudo añadir al donador como jugador.',
    },
    settings: {
      title: 'Integración con TikTok LIVE',
      adminViewTitle: 'Vista de admin',
      adminViewBody:
        'Cada creador conecta su propia cuenta de TikTok LIVE. Suplanta a un creador para ver o gestionar su conexión; el monitor de la API muestra todas las conexiones del sistema.',
      moderatorTitle: 'Desactivado',
      moderatorBody: 'Acceso restringido: solo el creador con el que trabajas conecta TikTok LIVE.',
      moderatorBodyHandle: 'Acceso restringido: solo el creador con el que trabajas conecta TikTok LIVE (%{handle}).',
      nextCheck: 'Próxima comprobación automática: %{time}',
      username: 'Usuario de TikTok',
      usernamePlaceholder: 'tu_usuario_de_tiktok',
      usernameHelp:
        'Al guardar se conecta si estás en vivo; si no, Powerdeck se conecta solo cuando empieces el directo.',
      usernameRequired: 'Escribe tu usuario de TikTok.',
      save: 'Guardar y conectar',
      saving: 'Guardando...',
      reconnect: 'Forzar reconexión',
      reconnecting: 'Reconectando...',
      reconnectNeedsUsername: 'Para forzar la reconexión necesitas un usuario de TikTok guardado.',
      disconnect: 'Desconectar',
      disconnected: 'Desconectado',
      disconnectedDescription: 'Powerdeck se vuelve a conectar en la próxima comprobación mientras estés en vivo.',
      disconnectFailed: 'No se pudo desconectar. Inténtalo de nuevo.',
    },
    connect: {
      connected: '¡Conectado a TikTok LIVE!',
      notLiveTitle: 'No estás en vivo',
      notLiveDescription: 'Tu usuario se guardó. Empieza un directo y vuelve a intentarlo.',
      failedTitle: 'Usuario guardado, falló la conexión',
      failedDescription:
        'Tu usuario se guardó, pero no pudimos conectar. Es normal si no estás en directo o tu perfil es privado.',
      saveFailed: 'No se pudo guardar la configuración',
      hint: 'Comprueba que tu perfil sea público y que estés en directo.',
    },
    rehearsal: {
      label: 'Modo ensayo: usar el simulador en lugar de TikTok (powerdeck live simulate)',
      saved: 'Configuración guardada',
      on: 'El modo ensayo está activado.',
      off: 'Los eventos en vivo llegan de TikTok.',
      saveFailed: 'No se pudo guardar la configuración',
    },
    overlay: {
      title: 'Overlay para OBS',
      intro: 'Añade a OBS una fuente de navegador transparente con el tablero de !status y los últimos regalos.',
      activeSince: 'Hay una URL de fuente de navegador activa desde %{time}.',
      urlLabel: 'URL del overlay (cópiala ahora, solo se muestra una vez)',
      copy: 'Copiar',
      create: 'Crear URL del overlay',
      renew: 'Nueva URL (anula la anterior)',
      revoke: 'Anular',
      created: 'URL del overlay creada',
      revoked: 'URL del overlay anulada',
      updateFailed: 'No se pudo actualizar el overlay',
    },
  },
} satisfies Translation<typeof en>
