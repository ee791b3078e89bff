import type { Translation } from '../shell/i18n'
import type { ShellMessages } from './en'

/** The shell's texts in Spanish (tú, as streamers talk to their mods). */
export default {
  shell: {
    loading: 'Cargando',
    roles: { admin: 'Admin', creator: 'Creador', moderator: 'Moderador' },
    menu: {
      dashboard: 'Panel',
      mainNavigation: 'Navegación principal',
      systemSettings: 'Ajustes del sistema',
      mySettings: 'Mis ajustes',
    },
    header: {
      workingFor: 'Trabajas para',
      adminBadge: 'ADMIN',
      accountMenu: 'Menú de la cuenta',
      roleFor: '%{role} de %{creator}',
      mySettings: 'Mis ajustes',
      logout: 'Cerrar sesión',
    },
    source: { link: 'Código fuente', notice: 'Powerdeck es software libre bajo la GNU AGPL.' },
    update: { title: 'Nueva versión disponible', body: 'Recarga para actualizar Powerdeck.', reload: 'Recargar' },
    impersonation: { viewingAs: 'Viendo como %{name}', exit: 'Salir de la suplantación' },
    dashboard: {
      titles: { admin: 'Panel de administración', creator: 'Panel del creador', moderator: 'Panel del moderador' },
      welcome: 'Hola de nuevo, %{name}',
      tabs: { overview: 'Resumen', monitoring: 'Monitoreo del sistema', activity: 'Mi actividad' },
      emptyTitle: 'Todavía no hay nada que mostrar',
      emptyDescription: 'Los widgets aparecen aquí a medida que se activan las funciones.',
    },
    notFound: {
      title: 'Página no encontrada',
      description: 'La página que buscas no existe o se movió.',
      home: 'Ir al panel',
      back: 'Volver',
    },
    error: {
      title: '¡Error inesperado en la aplicación!',
      fallback: 'Algo salió mal.',
      retry: 'Reintentar',
      home: 'Ir al panel',
    },
    mui: { open: 'Abrir', clear: 'Borrar', noOptions: 'Sin opciones' },
    language: { label: 'Idioma' },
    auth: {
      signIn: {
        title: 'Iniciar sesión',
        subtitle: 'Ingresa tus datos para entrar a tu espacio de trabajo',
        identifier: 'Correo o usuario',
        password: 'Contraseña',
        twoFactorCode: 'Código 2FA (opcional)',
        submit: 'Iniciar sesión',
        submitting: 'Iniciando sesión...',
        forgotPassword: '¿Olvidaste tu contraseña?',
        needAccess: '¿Necesitas acceso? Habla con el administrador de creadores',
        failed: 'No se pudo iniciar sesión',
        unexpected: 'Ocurrió un error inesperado',
        welcome: '¡Hola de nuevo!',
        signedInAs: 'Sesión iniciada como %{name}',
        identifierRequired: 'El correo o usuario es obligatorio',
        passwordRequired: 'La contraseña es obligatoria',
        twoFactorTooLong: 'El código 2FA tiene como máximo %{max} caracteres',
      },
      forgot: {
        title: '¿Olvidaste tu contraseña?',
        subtitle: 'Las contraseñas las restablece tu administrador',
        moderators:
          'Moderadores: pídele al creador con el que trabajas que restablezca tu contraseña desde Mis moderadores.',
        creators:
          'Creadores: pídele a tu administrador de creadores (un admin de Powerdeck) que te ponga una contraseña nueva desde Gestión de creadores.',
        back: 'Volver a iniciar sesión',
      },
    },
    ui: {
      tryAgain: 'Reintentar',
      cancel: 'Cancelar',
      saving: 'Guardando...',
      backToDashboard: 'Volver al panel',
      export: 'Exportar',
      autoRefresh: 'Actualización automática',
      refresh: 'Actualizar',
      lastUpdated: 'Actualizado a las %{time}',
      lastUpdatedRefreshing: 'Actualizado a las %{time}, se actualiza cada %{seconds} segundos',
      password: 'Contraseña',
      showPassword: 'Mostrar contraseña',
      hidePassword: 'Ocultar contraseña',
    },
    connection: {
      offlineTitle: 'Estás sin conexión',
      offline: 'Los cambios se enviarán cuando vuelva la conexión. Reconectando…',
      offlinePending: 'Los cambios se enviarán cuando vuelva la conexión. Reconectando… (%{pending})',
      sending: 'Conexión recuperada: enviando %{pending}…',
      liveDropped: 'Actualizaciones en vivo en pausa. Reconectando…',
    },
    browserNotifications: {
      unsupported: 'Este navegador no admite notificaciones.',
      blocked: 'Las notificaciones de este sitio están bloqueadas en los ajustes del navegador.',
    },
    format: { never: 'Nunca', justNow: 'Ahora mismo' },
  },
} satisfies Translation<ShellMessages>
