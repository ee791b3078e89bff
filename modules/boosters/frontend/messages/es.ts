import type { Translation } from '@shell'
import type en from './en'

export default {
  boosters: {
    monitoring: {
      name: 'Sincronización de boosters de batalla',
      detail:
        '%{messages} cartas: %{unitsCredited} unidades abonadas, %{unitsUsed} usadas, %{duplicates} repeticiones ignoradas, %{unknownCards} cartas desconocidas, %{unmapped} sin asignar, %{opponent} del rival, %{noUnit} usos sin unidad, %{noPlayer} sin jugador, %{refused} rechazadas por el máximo',
      failed: '%{count} fallidas',
    },
    section: {
      title: 'Potenciadores de batalla',
      adminViewTitle: 'Vista de admin',
      adminViewBody:
        'Cada creador asigna las cartas de batalla de TikTok a sus powerups. Suplanta a un creador para ver su configuración.',
      intro:
        'Cuando TikTok le da una carta de batalla a un espectador durante una batalla, su jugador recibe un powerup del tipo asignado (los espectadores nuevos pasan a ser jugadores). Cuando tu lado usa la carta, se gasta ese powerup, empezando por el que vence antes. Las cartas ignoradas no cambian nada.',
      onlyCreator: 'Solo el creador puede cambiar la asignación.',
      ignored: 'Ignorada',
      isDefault: 'predeterminado',
      defaultIs: 'predeterminado: %{powerup}',
      cardPowerup: 'Powerup de %{card}',
      saved: 'Configuración guardada',
      savedMapping: '%{card} → %{powerup}',
      saveFailed: 'No se pudo guardar la configuración',
    },
    cards: {
      vaultGlove: { label: 'Guante', description: 'Sube los puntos de los próximos regalos' },
      smoke: { label: 'Humo (Mist)', description: 'Oculta el marcador del rival' },
      extraTime: { label: 'Tiempo extra', description: 'Añade tiempo a la batalla' },
      criticalStrike: { label: 'Golpe crítico', description: 'Probabilidad de multiplicar los puntos de los regalos' },
      top2: { label: 'Potenciador Top 2', description: 'Sube los puntos del segundo donador' },
      top3: { label: 'Potenciador Top 3', description: 'Sube los puntos del tercer donador' },
      potion: { label: 'Poción', description: 'Un impulso de puntos por tiempo limitado' },
      wave: { label: 'Ola', description: 'Una ola de puntos para tu lado' },
      specialEffect: { label: 'Efecto especial', description: 'Un efecto visual en ambos lados' },
    },
  },
} satisfies Translation<typeof en>
