/** Brazilian Portuguese texts of the matches module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    matches: {
      limit_reached: '%{type} tem limite de %{limit} por partida (%{used} já usados)',
      not_found: 'Partida não encontrada',
      creator_not_found: 'Criador não encontrado',
      unknown_type: 'Tipo de powerup desconhecido nos limites por partida: %{type}',
    },
  },
}
