/** The staged rollout words of `/admin/releases` (docs/architecture.md §3.3), spread into the admin catalogue. */
export const rolloutEnUS = {
  'admin.releases.action.rollout': 'Start a staged rollout',
  'admin.releases.rollout.steps': 'Steps (% of visitors)',
  'admin.releases.rollout.stepsHint': 'Growing shares separated by commas, ending at 100.',
  'admin.releases.rollout.stepsInvalid':
    'Enter growing percentages separated by commas, ending at 100, such as 5, 25, 50, 100.',
  'admin.releases.rollout.minutes': 'Minutes per step, at least',
  'admin.releases.rollout.title': 'Staged rollout',
  'admin.releases.rollout.position': 'Step {step} of {steps}: {percent} % of visitors since {since}.',
  'admin.releases.rollout.stepsOf': 'Rollout steps of {remote}',
  'admin.releases.rollout.step':
    '{percent} % · at least {minutes} min · {sample, number} canary page views',
  'admin.releases.rollout.current': 'current step',
  'admin.releases.rollout.paused': 'Paused since {since}. The analysis still rolls back a failing version.',
  'admin.releases.rollout.waiting': 'Waiting for the first analysis at this step.',
  'admin.releases.rollout.holding': 'Holding: {reasons}.',
  'admin.releases.rollout.hold.verdict': 'the analysis says {verdict}',
  'admin.releases.rollout.hold.duration': 'the step has not lasted {minutes} min yet',
  'admin.releases.rollout.hold.sample': '{views, number} of {sample, number} canary page views',
  'admin.releases.rollout.pause': 'Pause',
  'admin.releases.rollout.resume': 'Resume',
  'admin.releases.rollout.abort': 'Abort',
  'admin.releases.rollout.confirm.pause':
    'Pause the rollout of {version} at {percent} %? It stays at this share until resumed.',
  'admin.releases.rollout.confirm.resume':
    'Resume the rollout of {version}? This step’s minimum duration starts again.',
  'admin.releases.rollout.confirm.abort':
    'Abort the rollout of {version}? Every visitor gets the pinned version again.',
  'admin.releases.rollout.done.pause': 'The rollout of {remote} is paused.',
  'admin.releases.rollout.done.resume': 'The rollout of {remote} goes on.',
  'admin.releases.rollout.done.abort': 'The rollout of {remote} is stopped.',
} as const;

export const rolloutMsMY: Record<keyof typeof rolloutEnUS, string> = {
  'admin.releases.action.rollout': 'Mulakan pelancaran berperingkat',
  'admin.releases.rollout.steps': 'Langkah (% pelawat)',
  'admin.releases.rollout.stepsHint': 'Bahagian yang meningkat dipisahkan koma, berakhir pada 100.',
  'admin.releases.rollout.stepsInvalid':
    'Masukkan peratusan yang meningkat dipisahkan koma, berakhir pada 100, seperti 5, 25, 50, 100.',
  'admin.releases.rollout.minutes': 'Minit bagi setiap langkah, sekurang-kurangnya',
  'admin.releases.rollout.title': 'Pelancaran berperingkat',
  'admin.releases.rollout.position':
    'Langkah {step} daripada {steps}: {percent} % pelawat sejak {since}.',
  'admin.releases.rollout.stepsOf': 'Langkah pelancaran {remote}',
  'admin.releases.rollout.step':
    '{percent} % · sekurang-kurangnya {minutes} minit · {sample, number} paparan halaman canary',
  'admin.releases.rollout.current': 'langkah semasa',
  'admin.releases.rollout.paused':
    'Dijeda sejak {since}. Analisis masih mengembalikan versi yang gagal.',
  'admin.releases.rollout.waiting': 'Menunggu analisis pertama pada langkah ini.',
  'admin.releases.rollout.holding': 'Ditahan: {reasons}.',
  'admin.releases.rollout.hold.verdict': 'analisis menyatakan {verdict}',
  'admin.releases.rollout.hold.duration': 'langkah ini belum berlangsung {minutes} minit',
  'admin.releases.rollout.hold.sample': '{views, number} daripada {sample, number} paparan halaman canary',
  'admin.releases.rollout.pause': 'Jeda',
  'admin.releases.rollout.resume': 'Sambung',
  'admin.releases.rollout.abort': 'Batalkan',
  'admin.releases.rollout.confirm.pause':
    'Jeda pelancaran {version} pada {percent} %? Ia kekal pada bahagian ini sehingga disambung.',
  'admin.releases.rollout.confirm.resume':
    'Sambung pelancaran {version}? Tempoh minimum langkah ini bermula semula.',
  'admin.releases.rollout.confirm.abort':
    'Batalkan pelancaran {version}? Setiap pelawat mendapat versi yang disematkan semula.',
  'admin.releases.rollout.done.pause': 'Pelancaran {remote} dijeda.',
  'admin.releases.rollout.done.resume': 'Pelancaran {remote} diteruskan.',
  'admin.releases.rollout.done.abort': 'Pelancaran {remote} dihentikan.',
};
