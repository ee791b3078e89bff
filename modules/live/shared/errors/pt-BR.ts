/** Brazilian Portuguese texts of the live module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    live: {
      changing_hands: 'A conexão da LIVE está trocando de servidor, tente de novo em alguns segundos',
      owner_unreachable:
        'A conexão da LIVE está com outro processo do servidor que não responde agora, tente de novo daqui a pouco',
      forwarded_failure: 'O comando da LIVE falhou no processo que tem a conexão',
      not_configured: 'Você não configurou seu usuário do TikTok',
      simulator_only: 'Só o simulador pode fazer isso',
      overlay_not_found: 'Este link de overlay não existe ou foi revogado',
      ingest_busy: 'Há presentes demais esperando para serem salvos: tente de novo em instantes',
      not_connected: 'Você não está conectado à LIVE',
      not_live: 'Este usuário não está ao vivo no TikTok agora',
      rate_limited:
        'Não foi possível conectar à LIVE do TikTok: limite de requisições, tentando de novo em %{seconds} s',
      connect_failed: 'Não foi possível conectar à LIVE do TikTok: %{reason}',
    },
  },
}
