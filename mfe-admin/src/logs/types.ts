/** One client error log as `GET /api/v1/admin/logs` answers it. */
export interface LogEntry {
  id: number;
  statusCode: number;
  message: string;
  /** When the browser saw it (its clock). */
  date: string;
  userId: number | null;
  remote: string | null;
  remoteVersion: string | null;
  url: string | null;
  userAgent: string | null;
  /** When the server received it. */
  createdAt: string;
}

export interface LogsPageMeta {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** Dates of the admin screens: Malaysian business time, in the admin's language. */
export function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date(iso));
}
