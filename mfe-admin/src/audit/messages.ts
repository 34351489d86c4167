/** The audit log's words (docs/architecture.md §9.8), spread into the admin catalogue. */
export const auditEnUS = {
  'admin.audit.title': 'Audit log',
  'admin.audit.intro': 'What staff did, newest first, in Malaysian time.',
  'admin.audit.failed': 'The audit log could not be loaded. Please try again.',
  'admin.audit.empty': 'Nothing has been recorded yet.',
  'admin.audit.list': '{total, plural, one {# entry} other {# entries}}, newest first',
  'admin.audit.when': 'When',
  'admin.audit.who': 'Who',
  'admin.audit.what': 'What',
  'admin.audit.pages': 'Pages of the audit log',
  'admin.audit.orderStatus': 'Order {id}: {from} → {to}',
  'admin.audit.staffRole': 'Staff {id}: role {from} → {to}',
  'admin.audit.staffInvite': 'Invited {email} as {role}',
  'admin.audit.other': '{action} on {subject} {id}',
} as const;

export const auditMsMY: Record<keyof typeof auditEnUS, string> = {
  'admin.audit.title': 'Log audit',
  'admin.audit.intro': 'Apa yang dilakukan kakitangan, terbaharu dahulu, dalam waktu Malaysia.',
  'admin.audit.failed': 'Log audit tidak dapat dimuatkan. Sila cuba lagi.',
  'admin.audit.empty': 'Belum ada apa-apa yang direkodkan.',
  'admin.audit.list': '{total, plural, other {# entri}}, terbaharu dahulu',
  'admin.audit.when': 'Bila',
  'admin.audit.who': 'Siapa',
  'admin.audit.what': 'Apa',
  'admin.audit.pages': 'Halaman log audit',
  'admin.audit.orderStatus': 'Pesanan {id}: {from} → {to}',
  'admin.audit.staffRole': 'Kakitangan {id}: peranan {from} → {to}',
  'admin.audit.staffInvite': 'Menjemput {email} sebagai {role}',
  'admin.audit.other': '{action} pada {subject} {id}',
};
