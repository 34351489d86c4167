/** The environment words of `/admin/releases` (docs/architecture.md §3.4), spread into the admin catalogue. */
export const environmentEnUS = {
  'admin.releases.action.stagingPin': 'Pin a version on staging',
  'admin.releases.action.stagingPromote': 'Promote the staging build to production',
  'admin.releases.staging': 'Staging {version}',
  'admin.releases.environment': 'Environment',
  'admin.releases.environment.production': 'Production',
  'admin.releases.environment.staging': 'Staging',
  'admin.releases.preview.title': 'Staging in this browser',
  'admin.releases.preview.production': 'This browser sees production, like every customer.',
  'admin.releases.preview.staging':
    'This browser sees staging until {until}; its measurements do not count for production.',
  'admin.releases.preview.on': 'See staging in this browser',
  'admin.releases.preview.off': 'Back to production',
  'admin.releases.preview.failed': 'The switch did not work. Please try again.',
} as const;

export const environmentMsMY: Record<keyof typeof environmentEnUS, string> = {
  'admin.releases.action.stagingPin': 'Sematkan versi di pementasan',
  'admin.releases.action.stagingPromote': 'Naikkan binaan pementasan ke produksi',
  'admin.releases.staging': 'Pementasan {version}',
  'admin.releases.environment': 'Persekitaran',
  'admin.releases.environment.production': 'Produksi',
  'admin.releases.environment.staging': 'Pementasan',
  'admin.releases.preview.title': 'Pementasan dalam pelayar ini',
  'admin.releases.preview.production': 'Pelayar ini melihat produksi, seperti setiap pelanggan.',
  'admin.releases.preview.staging':
    'Pelayar ini melihat pementasan sehingga {until}; ukurannya tidak dikira untuk produksi.',
  'admin.releases.preview.on': 'Lihat pementasan dalam pelayar ini',
  'admin.releases.preview.off': 'Kembali ke produksi',
  'admin.releases.preview.failed': 'Pertukaran tidak berjaya. Sila cuba lagi.',
};
