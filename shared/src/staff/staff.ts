/**
 * The shop's staff and what each role may do (docs/architecture.md §9.8). The API checks every
 * staff route against this table and the admin remote shows only what the role may use, so both
 * read the one list.
 */

/** Roles of the shop's own people, least privilege first among equals: admin can do everything. */
export const STAFF_ROLES = ['admin', 'kitchen', 'dispatch', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every account's role: a customer, or one of the staff. */
export const USER_ROLES = ['customer', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/**
 * What a staff route needs. Admin holds every permission; the others hold what their work needs:
 * the kitchen cooks and packs, dispatch hands orders to couriers and customers, support answers
 * customers (their points and the mails the shop sent them).
 */
export const STAFF_PERMISSIONS = {
  /** The orders board: every role sees the day's orders. */
  'orders.read': ['admin', 'kitchen', 'dispatch', 'support'],
  /** paid → preparing → ready for pickup. */
  'orders.kitchen': ['admin', 'kitchen'],
  /** preparing → out for delivery → delivered; a pickup handed over. */
  'orders.dispatch': ['admin', 'dispatch'],
  /** Courier bookings of the day's deliveries: book, cancel, re-book; their alerts. */
  'courier.dispatch': ['admin', 'dispatch'],
  'customers.points': ['admin', 'support'],
  'outbox.read': ['admin', 'support'],
  /** Money to give back (a payment after a cancel, a second payment): listed, marked refunded. */
  refunds: ['admin', 'support'],
  /** Problems customers report after delivery: the queue, answers and outcomes (docs/support.md). */
  problems: ['admin', 'support'],
  /** The menu read, and a dish sold out or paused for a delivery date. */
  'menu.availability': ['admin', 'kitchen'],
  /** Dishes created and edited: names, sizes, prices, nutrition, halal, photo. */
  'menu.edit': ['admin'],
  /** Subscriptions and the kitchen's forecast of the coming weeks, read. */
  'subscriptions.read': ['admin', 'kitchen', 'support'],
  /** A customer's subscription paused for them, with a reason in the audit log. */
  'subscriptions.pause': ['admin'],
  vouchers: ['admin'],
  logs: ['admin'],
  releases: ['admin'],
  'staff.manage': ['admin'],
  'audit.read': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export const STAFF_PERMISSION_NAMES = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

export function can(role: string, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly string[]).includes(role);
}

/** The permissions of a role, in the table's order (an empty list for a customer). */
export function permissionsOf(role: string): StaffPermission[] {
  return STAFF_PERMISSION_NAMES.filter((permission) => can(role, permission));
}
