/** Arabic texts of the audit module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    audit: {
      bad_time_zone: 'يجب أن تكون المنطقة الزمنية منطقة IANA مثل Asia/Riyadh',
      dates_reversed: 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية',
    },
  },
}
