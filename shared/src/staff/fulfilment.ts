/**
 * The order's life after payment (docs/architecture.md §9.8): which step follows which, who may
 * take it, and the timeline the customer reads. The API decides every move with these rules (under
 * a row lock); the admin remote offers only the moves they allow.
 */
import type { DeliveryMethod, OrderStatus } from '../core/commerce';
import { can, type StaffPermission } from './staff';

export interface FulfilmentStep {
  from: OrderStatus;
  to: OrderStatus;
  /** Who may take it (admin holds every permission). */
  permission: StaffPermission;
  /** The step exists only for orders of this method. */
  method?: DeliveryMethod;
}

/**
 * paid → preparing (the kitchen starts the order) → ready_for_pickup (self pickup, packed) or
 * out_for_delivery (a courier has it) → delivered (handed to the customer or the courier's
 * drop-off). No step goes backwards; a cancel is only possible before payment.
 */
export const FULFILMENT_STEPS: readonly FulfilmentStep[] = [
  { from: 'paid', to: 'preparing', permission: 'orders.kitchen' },
  { from: 'preparing', to: 'ready_for_pickup', permission: 'orders.kitchen', method: 'pickup' },
  { from: 'preparing', to: 'out_for_delivery', permission: 'orders.dispatch', method: 'deliver' },
  { from: 'out_for_delivery', to: 'delivered', permission: 'orders.dispatch', method: 'deliver' },
  { from: 'ready_for_pickup', to: 'delivered', permission: 'orders.dispatch', method: 'pickup' },
];

/** The statuses a staff member may move orders to. */
export const FULFILMENT_TARGETS = [
  'preparing',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly OrderStatus[];
export type FulfilmentTarget = (typeof FULFILMENT_TARGETS)[number];

export interface OrderForFulfilment {
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
}

function stepOf(order: OrderForFulfilment, to: OrderStatus): FulfilmentStep | undefined {
  return FULFILMENT_STEPS.find(
    (step) =>
      step.from === order.status &&
      step.to === to &&
      (step.method === undefined || step.method === order.deliveryMethod),
  );
}

/**
 * Why a move cannot be made, or null when it can: `notNext` when the order is not at the step
 * before (already moved by someone else, not paid, or the wrong method); `forbidden` when the
 * role may not take that step.
 */
export function fulfilmentRefusal(
  order: OrderForFulfilment,
  to: OrderStatus,
  role: string,
): 'notNext' | 'forbidden' | null {
  const step = stepOf(order, to);
  if (!step) return 'notNext';
  return can(role, step.permission) ? null : 'forbidden';
}

/** The moves a role can make on an order now, in the order of the order's life. */
export function nextFulfilmentSteps(order: OrderForFulfilment, role: string): FulfilmentTarget[] {
  return FULFILMENT_TARGETS.filter((to) => fulfilmentRefusal(order, to, role) === null);
}

/** Every step a customer's timeline can show. */
export const TIMELINE_STEPS = [
  'placed',
  'paid',
  'preparing',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** The steps of the customer's timeline, in order, for an order of this method. */
export function timelineSteps(method: DeliveryMethod): TimelineStep[] {
  return [
    'placed',
    'paid',
    'preparing',
    method === 'pickup' ? 'ready_for_pickup' : 'out_for_delivery',
    'delivered',
  ];
}
