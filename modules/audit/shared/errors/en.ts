/** English texts of the audit module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    audit: {
      bad_time_zone: 'timeZone must be an IANA time zone such as Europe/Paris',
      dates_reversed: 'dateFrom must not be after dateTo',
    },
  },
}
