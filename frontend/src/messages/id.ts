import type { Translation } from '../shell/i18n'
import type { ShellMessages } from './en'

/** The shell's texts in Indonesian (kamu, as streamers talk to their mods; one plural form). */
export default {
  shell: {
    loading: 'Memuat',
    roles: { admin: 'Admin', creator: 'Kreator', moderator: 'Moderator' },
    menu: {
      dashboard: 'Dasbor',
      mainNavigation: 'Navigasi utama',
      systemSettings: 'Pengaturan sistem',
      mySettings: 'Pengaturan saya',
    },
    header: {
      workingFor: 'Bekerja untuk',
      adminBadge: 'ADMIN',
      accountMenu: 'Menu akun',
      roleFor: '%{role} untuk %{creator}',
      mySettings: 'Pengaturan saya',
      logout: 'Keluar',
    },
    source: { link: 'Kode sumber', notice: 'Powerdeck adalah perangkat lunak bebas di bawah GNU AGPL.' },
    update: { title: 'Versi baru tersedia', body: 'Muat ulang untuk memperbarui Powerdeck.', reload: 'Muat ulang' },
    impersonation: { viewingAs: 'Melihat sebagai %{name}', exit: 'Keluar dari mode menyamar' },
    dashboard: {
      titles: { admin: 'Dasbor admin', creator: 'Dasbor kreator', moderator: 'Dasbor moderator' },
      welcome: 'Selamat datang kembali, %{name}',
      tabs: { overview: 'Ringkasan', monitoring: 'Pemantauan sistem', activity: 'Aktivitas saya' },
      emptyTitle: 'Belum ada yang bisa ditampilkan',
      emptyDescription: 'Widget akan muncul di sini saat fiturnya diaktifkan.',
    },
    notFound: {
      title: 'Halaman tidak ditemukan',
      description: 'Halaman yang kamu cari tidak ada atau sudah dipindah.',
      home: 'Ke dasbor',
      back: 'Kembali',
    },
    error: {
      title: 'Terjadi error tak terduga di aplikasi!',
      fallback: 'Terjadi kesalahan.',
      retry: 'Coba lagi',
      home: 'Ke dasbor',
    },
    mui: { open: 'Buka', clear: 'Hapus', noOptions: 'Tidak ada pilihan' },
    language: { label: 'Bahasa' },
    auth: {
      signIn: {
        title: 'Masuk',
        subtitle: 'Masukkan datamu untuk membuka ruang kerjamu',
        identifier: 'Email atau nama pengguna',
        password: 'Kata sandi',
        twoFactorCode: 'Kode 2FA (opsional)',
        submit: 'Masuk',
        submitting: 'Sedang masuk...',
        forgotPassword: 'Lupa kata sandi?',
        needAccess: 'Butuh akses? Hubungi Administrator Kreator kamu',
        failed: 'Gagal masuk',
        unexpected: 'Terjadi error tak terduga',
        welcome: 'Selamat datang kembali!',
        signedInAs: 'Masuk sebagai %{name}',
        identifierRequired: 'Email atau nama pengguna wajib diisi',
        passwordRequired: 'Kata sandi wajib diisi',
        twoFactorTooLong: 'Kode 2FA maksimal %{max} karakter',
      },
      forgot: {
        title: 'Lupa kata sandi?',
        subtitle: 'Kata sandi diatur ulang oleh administrator kamu',
        moderators:
          'Moderator: minta kreator tempat kamu bekerja untuk mengatur ulang kata sandimu dari Moderator Saya.',
        creators:
          'Kreator: minta Administrator Kreator kamu (admin Powerdeck) untuk membuat kata sandi baru dari Manajemen Kreator.',
        back: 'Kembali ke halaman masuk',
      },
    },
    ui: {
      tryAgain: 'Coba lagi',
      cancel: 'Batal',
      saving: 'Menyimpan...',
      backToDashboard: 'Kembali ke dasbor',
      export: 'Ekspor',
      autoRefresh: 'Muat ulang otomatis',
      refresh: 'Muat ulang',
      lastUpdated: 'Terakhir diperbarui %{time}',
      lastUpdatedRefreshing: 'Terakhir diperbarui %{time}, dimuat ulang tiap %{seconds} detik',
      password: 'Kata sandi',
      showPassword: 'Tampilkan kata sandi',
      hidePassword: 'Sembunyikan kata sandi',
    },
    connection: {
      offlineTitle: 'Kamu sedang offline',
      offline: 'Perubahan akan dikirim saat koneksi kembali. Menyambung ulang…',
      offlinePending: 'Perubahan akan dikirim saat koneksi kembali. Menyambung ulang… (%{pending})',
      sending: 'Online lagi: mengirim %{pending}…',
      liveDropped: 'Update live dijeda. Menyambung ulang…',
    },
    browserNotifications: {
      unsupported: 'Browser ini tidak mendukung notifikasi.',
      blocked: 'Notifikasi untuk situs ini diblokir di pengaturan browser.',
    },
    format: { never: 'Belum pernah', justNow: 'Baru saja' },
  },
} satisfies Translation<ShellMessages>
