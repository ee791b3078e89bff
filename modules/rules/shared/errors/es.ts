/** Spanish texts of the rules module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    rules: {
      trigger_exactly_one:
        'Una regla se activa por el nombre de un regalo o por un mínimo de diamantes: indica solo uno',
      invalid_powerup_type: 'Tipo de powerup no válido: %{type}',
      not_found: 'No se encontró la regla de regalo',
      too_many: 'Un creador puede tener como máximo %{max} reglas de regalos',
      stock_below_granted: 'El stock no puede ser menor que las %{granted} unidades ya dadas',
      exclusion_target: 'Excluye a un espectador por su usuario o por su id: indica solo uno',
      already_excluded: 'Este espectador ya está excluido',
      too_many_exclusions: 'Un creador puede excluir como máximo a %{max} espectadores',
      exclusion_not_found: 'No se encontró la exclusión',
    },
  },
}
