import type { Translation } from '@shell'
import type en from './en'

export default {
  boosters: {
    monitoring: {
      name: 'Sincronização de boosters de batalha',
      detail:
        '%{messages} cartas: %{unitsCredited} unidades creditadas, %{unitsUsed} usadas, %{duplicates} repetições ignoradas, %{unknownCards} cartas desconhecidas, %{unmapped} sem mapeamento, %{opponent} do adversário, %{noUnit} usos sem unidade, %{noPlayer} sem jogador, %{refused} recusadas pelo máximo',
      failed: '%{count} falharam',
    },
    section: {
      title: 'Boosters de batalha',
      adminViewTitle: 'Visão de admin',
      adminViewBody:
        'Cada criador liga as cartas de batalha do TikTok aos seus powerups. Entre como um criador para ver a configuração dele.',
      intro:
        'Quando o TikTok dá uma carta de batalha para um espectador durante a partida, o jogador dele ganha um powerup do tipo escolhido (espectadores novos viram jogadores). Quando o seu lado usa a carta, esse powerup é gasto, começando pelo que vence primeiro. Cartas ignoradas não mudam nada.',
      onlyCreator: 'Só o criador pode mudar essa configuração.',
      ignored: 'Ignorada',
      isDefault: 'padrão',
      defaultIs: 'padrão: %{powerup}',
      cardPowerup: 'Powerup da carta %{card}',
      saved: 'Configurações salvas',
      savedMapping: '%{card} → %{powerup}',
      saveFailed: 'Não deu para salvar as configurações',
    },
    cards: {
      vaultGlove: { label: 'Luva', description: 'Aumenta os pontos dos próximos presentes' },
      smoke: { label: 'Fumaça (Névoa)', description: 'Esconde o placar do adversário' },
      extraTime: { label: 'Tempo extra', description: 'Adiciona tempo à partida' },
      criticalStrike: { label: 'Golpe crítico', description: 'Chance de multiplicar os pontos dos presentes' },
      top2: { label: 'Booster Top 2', description: 'Aumenta os pontos do segundo maior apoiador' },
      top3: { label: 'Booster Top 3', description: 'Aumenta os pontos do terceiro maior apoiador' },
      potion: { label: 'Poção', description: 'Um bônus de pontos por tempo limitado' },
      wave: { label: 'Onda', description: 'Uma onda de pontos para o seu lado' },
      specialEffect: { label: 'Efeito especial', description: 'Um efeito visual nos dois lados' },
    },
  },
} satisfies Translation<typeof en>
