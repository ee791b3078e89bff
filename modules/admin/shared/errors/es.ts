/** Spanish texts of the admin module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    admin: {
      admin_not_found: 'No se encontró el admin',
      last_admin: 'Por seguridad, tiene que quedar al menos un admin en el sistema.',
      cannot_deactivate_self: 'No puedes desactivar tu propia cuenta de admin.',
      cannot_delete_self: 'No puedes eliminar tu propia cuenta de admin.',
      impersonation_inactive_creator: 'Activa al creador antes de entrar como él',
      not_impersonating: 'Esta sesión no es una suplantación',
      impersonation_ended: 'Esta suplantación ya terminó',
      import_unreadable_csv: 'No se puede leer el archivo CSV: %{reason}',
      import_unknown_column: 'Columna CSV desconocida %{columns}: las columnas son %{known}',
      import_repeated_column: 'La cabecera del CSV repite "%{column}": las columnas son %{known}',
      import_missing_columns: 'A la cabecera del CSV le falta %{columns}: las columnas son %{known}',
      import_unreadable_json: 'No se puede leer el archivo JSON: %{reason}',
      import_not_array: 'El archivo JSON debe tener una lista de creadores',
      import_empty: 'El archivo no tiene creadores',
      import_too_many: 'Un archivo puede tener como máximo %{max} creadores; divídelo',
      import_taken_meanwhile:
        'Mientras tanto alguien usó un email o usuario del archivo; no se creó nada. Vuelve a comprobarlo.',
      import_rows_invalid: 'Filas con errores: %{count}. No se creó nada',
      creator_not_found: 'No se encontró el creador',
      email_taken: 'Ya existe una cuenta con este email',
      moderators_unavailable:
        'Las cuentas de moderador no están disponibles (el módulo de moderadores está desactivado)',
      moderator_needs_creator: 'Un moderador pertenece a un creador: elige el creador',
      role_fixed: 'El rol de una cuenta no se puede cambiar: crea una cuenta con el rol nuevo',
      moderator_email_fixed: 'El email de un moderador no se puede cambiar',
    },
  },
}
