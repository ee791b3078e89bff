/** Spanish texts of the matches module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    matches: {
      limit_reached: '%{type} tiene un límite de %{limit} por partida (ya van %{used})',
      not_found: 'No se encontró la partida',
      creator_not_found: 'No se encontró el creador',
      unknown_type: 'Tipo de powerup desconocido en los límites por partida: %{type}',
    },
  },
}
