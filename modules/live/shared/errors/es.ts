/** Spanish texts of the live module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    live: {
      changing_hands: 'La conexión del LIVE está cambiando de servidor, inténtalo en unos segundos',
      owner_unreachable:
        'La conexión del LIVE la tiene otro proceso del servidor que ahora no responde, inténtalo en un rato',
      forwarded_failure: 'El comando del LIVE falló en el proceso que tiene la conexión',
      not_configured: 'No has configurado tu usuario de TikTok',
      simulator_only: 'Solo el simulador puede hacer esto',
      overlay_not_found: 'Este enlace de overlay no existe o fue revocado',
      ingest_busy: 'Hay demasiados regalos esperando a guardarse: inténtalo en un momento',
      not_connected: 'No estás conectado al LIVE',
      not_live: 'Este usuario no está en LIVE en TikTok ahora mismo',
      rate_limited: 'No se pudo conectar al LIVE de TikTok: límite de peticiones, reintentando en %{seconds} s',
      connect_failed: 'No se pudo conectar al LIVE de TikTok: %{reason}',
    },
  },
}
