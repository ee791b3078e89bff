/** Spanish texts of the audit module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    audit: {
      bad_time_zone: 'La zona horaria debe ser una zona IANA, como America/Mexico_City',
      dates_reversed: 'La fecha de inicio no puede ser posterior a la fecha final',
    },
  },
}
