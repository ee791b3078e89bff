/** Brazilian Portuguese texts of the rules module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    rules: {
      trigger_exactly_one: 'Uma regra é ativada pelo nome de um presente ou por um mínimo de diamantes: informe só um',
      invalid_powerup_type: 'Tipo de powerup inválido: %{type}',
      not_found: 'Regra de presente não encontrada',
      too_many: 'Um criador pode ter no máximo %{max} regras de presentes',
      stock_below_granted: 'O estoque não pode ser menor que as %{granted} unidades já dadas',
      exclusion_target: 'Exclua um espectador pelo usuário ou pelo id: informe só um',
      already_excluded: 'Este espectador já está excluído',
      too_many_exclusions: 'Um criador pode excluir no máximo %{max} espectadores',
      exclusion_not_found: 'Exclusão não encontrada',
    },
  },
}
