import type { Translation } from '@shell'
import type en from './en'

export default {
  boosters: {
    monitoring: {
      name: 'Sinkronisasi booster battle',
      detail:
        '%{messages} kartu: %{unitsCredited} unit dikreditkan, %{unitsUsed} dipakai, %{duplicates} ulangan diabaikan, %{unknownCards} kartu tak dikenal, %{unmapped} tanpa pemetaan, %{opponent} milik lawan, %{noUnit} pemakaian tanpa unit, %{noPlayer} tanpa pemain, %{refused} ditolak karena batas maksimum',
      failed: '%{count} gagal',
    },
    section: {
      title: 'Booster Battle',
      adminViewTitle: 'Tampilan Admin',
      adminViewBody:
        'Tiap kreator menghubungkan kartu battle TikTok ke powerup mereka. Masuk sebagai kreator untuk melihat pengaturannya.',
      intro:
        'Saat TikTok memberi kartu battle ke penonton selama match, pemainnya dapat satu powerup sesuai jenis yang dipilih (penonton baru otomatis jadi pemain). Saat pihakmu memakai kartu itu, powerup-nya terpakai, mulai dari yang paling cepat kedaluwarsa. Kartu yang diabaikan tidak mengubah apa pun.',
      onlyCreator: 'Hanya kreator yang bisa mengubah pengaturan ini.',
      ignored: 'Diabaikan',
      isDefault: 'bawaan',
      defaultIs: 'bawaan: %{powerup}',
      cardPowerup: 'Powerup untuk %{card}',
      saved: 'Pengaturan disimpan',
      savedMapping: '%{card} → %{powerup}',
      saveFailed: 'Gagal menyimpan pengaturan',
    },
    cards: {
      vaultGlove: { label: 'Glove', description: 'Menambah poin gift berikutnya' },
      smoke: { label: 'Smoke (Mist)', description: 'Menyembunyikan skor lawan' },
      extraTime: { label: 'Extra Time', description: 'Menambah waktu match' },
      criticalStrike: { label: 'Critical Strike', description: 'Peluang poin gift berlipat' },
      top2: { label: 'Booster Top 2', description: 'Menambah poin pendukung kedua' },
      top3: { label: 'Booster Top 3', description: 'Menambah poin pendukung ketiga' },
      potion: { label: 'Potion', description: 'Tambahan poin untuk waktu tertentu' },
      wave: { label: 'Wave', description: 'Gelombang poin untuk pihakmu' },
      specialEffect: { label: 'Efek Spesial', description: 'Efek visual di kedua pihak' },
    },
  },
} satisfies Translation<typeof en>
