import type { Translation } from '@shell'
import type en from './en'

export default {
  chat_commands: {
    permissions: {
      chat_commands: { label: 'Comandos do chat', description: 'Usar comandos do chat' },
    },
    streamLanguage: {
      label: 'Idioma da live',
      help: 'As respostas aos comandos do chat (!status…) são escritas neste idioma.',
      saved: 'Idioma da live salvo',
      saveFailed: 'Não foi possível salvar o idioma da live',
    },
    section: {
      title: 'Comandos do chat',
      adminViewTitle: 'Visão de admin',
      adminViewBody:
        'Cada criador escolhe quais comandos do chat funcionam nas lives dele. Entre como um criador para ver a escolha dele.',
      intro:
        'Os comandos de dar powerup funcionam para os seus moderadores com as permissões Comandos do chat e Dar powerups, reconhecidos pelo usuário do TikTok.',
      onlyCreator: 'Só o criador pode ligar ou desligar comandos.',
      grantDescription: '@usuario %{trigger} dá ao jogador uma unidade de %{powerup} (moderadores)',
      statusDescription: 'Os powerups de todos os jogadores (todo mundo)',
      statusNowDescription: 'Os powerups dos jogadores ativos (todo mundo)',
      saved: 'Configurações salvas',
      switchedOn: '%{trigger} está ligado.',
      switchedOff: '%{trigger} está desligado.',
      saveFailed: 'Não deu para salvar as configurações',
    },
    feed: {
      title: 'Comandos do chat',
      empty: 'Os comandos do chat da live (@usuario !glove, !status...) aparecem aqui.',
      outcomes: {
        granted: 'concedido',
        answered: 'respondido',
        denied: 'negado',
        disabled: 'desligado',
        invalid: 'inválido',
        failed: 'falhou',
      },
    },
  },
} satisfies Translation<typeof en>
