/** Brazilian Portuguese texts of the audit module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    audit: {
      bad_time_zone: 'O fuso horário deve ser um fuso IANA, como America/Sao_Paulo',
      dates_reversed: 'A data inicial não pode ser depois da data final',
    },
  },
}
