/** Spanish texts of the webhooks module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    webhooks: {
      not_found: 'No se encontró el webhook',
      too_many: 'Puedes tener como máximo %{max} webhooks: elimina uno primero',
      url_invalid: 'La URL debe ser una dirección completa con http:// o https://',
      url_credentials: 'La URL no puede llevar usuario ni contraseña',
      unresolvable: 'No se encontró el host %{host}',
      private_target:
        'Esta URL apunta a una dirección de red privada, local o reservada; los webhooks solo se envían a direcciones públicas',
    },
  },
}
