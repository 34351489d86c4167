/** API paths used by more than one part (SPEC §7, ARCHITECTURE §5). */
export const apiPaths = {
  profile: '/api/v1/user/profile',
  adminAccount: '/api/v1/admin/me',
  logout: '/api/logout',
  log: '/api/log',
  cart: '/api/v1/cart/index',
  remotes: '/api/v1/remotes',
  /** The shell loaded a remote: counted per version by the release registry. */
  remotesLoaded: '/api/v1/remotes/loaded',
} as const;

/** The body of `POST /api/log` (SPEC §7), with the remote's name and version for load failures. */
export interface LogEntry {
  statusCode: number;
  message: string;
  date: string;
  userId: number | null;
  remote?: string;
  remoteVersion?: string;
  url?: string;
}
