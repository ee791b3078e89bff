import type { Translation } from '../shell/i18n'
import type { ShellMessages } from './en'

/** The shell's texts in Brazilian Portuguese (você, as streamers talk to their mods). */
export default {
  shell: {
    loading: 'Carregando',
    roles: { admin: 'Admin', creator: 'Criador', moderator: 'Moderador' },
    menu: {
      dashboard: 'Painel',
      mainNavigation: 'Navegação principal',
      systemSettings: 'Configurações do sistema',
      mySettings: 'Minhas configurações',
    },
    header: {
      workingFor: 'Trabalhando para',
      adminBadge: 'ADMIN',
      accountMenu: 'Menu da conta',
      roleFor: '%{role} de %{creator}',
      mySettings: 'Minhas configurações',
      logout: 'Sair',
    },
    source: { link: 'Código-fonte', notice: 'Powerdeck é software livre sob a GNU AGPL.' },
    update: { title: 'Nova versão disponível', body: 'Recarregue para atualizar o Powerdeck.', reload: 'Recarregar' },
    impersonation: { viewingAs: 'Vendo como %{name}', exit: 'Sair da personificação' },
    dashboard: {
      titles: { admin: 'Painel do admin', creator: 'Painel do criador', moderator: 'Painel do moderador' },
      welcome: 'Que bom te ver de novo, %{name}',
      tabs: { overview: 'Visão geral', monitoring: 'Monitoramento do sistema', activity: 'Minha atividade' },
      emptyTitle: 'Nada para mostrar ainda',
      emptyDescription: 'Os widgets aparecem aqui conforme os recursos são ativados.',
    },
    notFound: {
      title: 'Página não encontrada',
      description: 'A página que você procura não existe ou foi movida.',
      home: 'Ir para o painel',
      back: 'Voltar',
    },
    error: {
      title: 'Erro inesperado no app!',
      fallback: 'Algo deu errado.',
      retry: 'Tentar de novo',
      home: 'Ir para o painel',
    },
    mui: { open: 'Abrir', clear: 'Limpar', noOptions: 'Nenhuma opção' },
    language: { label: 'Idioma' },
    auth: {
      signIn: {
        title: 'Entrar',
        subtitle: 'Informe seus dados para acessar seu espaço de trabalho',
        identifier: 'E-mail ou usuário',
        password: 'Senha',
        twoFactorCode: 'Código 2FA (opcional)',
        submit: 'Entrar',
        submitting: 'Entrando...',
        forgotPassword: 'Esqueceu a senha?',
        needAccess: 'Precisa de acesso? Fale com o administrador de criadores',
        failed: 'Não foi possível entrar',
        unexpected: 'Ocorreu um erro inesperado',
        welcome: 'Que bom te ver de novo!',
        signedInAs: 'Conectado como %{name}',
        identifierRequired: 'O e-mail ou usuário é obrigatório',
        passwordRequired: 'A senha é obrigatória',
        twoFactorTooLong: 'O código 2FA tem no máximo %{max} caracteres',
      },
      forgot: {
        title: 'Esqueceu a senha?',
        subtitle: 'As senhas são redefinidas pelo seu administrador',
        moderators:
          'Moderadores: peçam ao criador com quem vocês trabalham para redefinir a senha em Meus moderadores.',
        creators:
          'Criadores: peçam ao administrador de criadores (um admin do Powerdeck) para definir uma nova senha em Gestão de criadores.',
        back: 'Voltar para Entrar',
      },
    },
    ui: {
      tryAgain: 'Tentar de novo',
      cancel: 'Cancelar',
      saving: 'Salvando...',
      backToDashboard: 'Voltar ao painel',
      export: 'Exportar',
      autoRefresh: 'Atualização automática',
      refresh: 'Atualizar',
      lastUpdated: 'Atualizado às %{time}',
      lastUpdatedRefreshing: 'Atualizado às %{time}, atualiza a cada %{seconds} segundos',
      password: 'Senha',
      showPassword: 'Mostrar senha',
      hidePassword: 'Ocultar senha',
    },
    connection: {
      offlineTitle: 'Você está sem conexão',
      offline: 'As alterações serão enviadas quando a conexão voltar. Reconectando…',
      offlinePending: 'As alterações serão enviadas quando a conexão voltar. Reconectando… (%{pending})',
      sending: 'Conexão de volta: enviando %{pending}…',
      liveDropped: 'Atualizações ao vivo pausadas. Reconectando…',
    },
    browserNotifications: {
      unsupported: 'Este navegador não suporta notificações.',
      blocked: 'As notificações deste site estão bloqueadas nas configurações do navegador.',
    },
    format: { never: 'Nunca', justNow: 'Agora mesmo' },
  },
} satisfies Translation<ShellMessages>
